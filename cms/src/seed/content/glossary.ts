/**
 * The demo glossary: real terms written for the site. `related` names other terms by their term,
 * `articles` seeded articles by slug (published ones only show).
 */
export interface SeedGlossaryTerm {
  term: string
  aliases: string[]
  shortDefinition: string
  explanation: string
  related: string[]
  articles: string[]
}

export const seedGlossary: SeedGlossaryTerm[] = [
  {
    term: 'APY',
    aliases: ['annual percentage yield'],
    shortDefinition:
      'Annual percentage yield: what a balance earns in a year once interest is compounded, so it is higher than the APR whenever interest is paid more than once a year.',
    explanation: `APY tells you how much a deposit grows over a year when the interest it earns is added to the balance and starts earning interest itself. A 5% rate compounded daily gives an APY of about 5.13%; paid once a year, the APY is exactly 5%.

In crypto, APY figures on lending and staking dashboards are usually estimates built from the last few days or weeks of rewards. They move with demand for borrowing, with token prices and with the number of people sharing the rewards, so read them as a snapshot rather than a promise.

When two products quote different kinds of rate, compare like with like: convert the APR to an APY (or the reverse) using the same compounding frequency before deciding which pays more.`,
    related: ['APR', 'Compounding', 'Staking', 'Yield farming'],
    articles: ['what-apy-means-and-how-compounding-works', 'where-staking-yields-come-from'],
  },
  {
    term: 'APR',
    aliases: ['annual percentage rate'],
    shortDefinition:
      'Annual percentage rate: the simple yearly interest rate, without compounding. The same APR gives a higher APY the more often interest is paid.',
    explanation: `APR is the yearly rate of interest before any compounding. A loan at 12% APR costs 12% of the amount a year if the interest is never added to what you owe; a deposit at 12% APR earns 12% if the interest is withdrawn as it comes.

Borrowing platforms tend to quote APR, because it looks lower; savings and staking products tend to quote APY, because it looks higher. Neither is wrong, but they are not the same number.

To turn an APR into an APY, divide it by the number of payments a year, add one, raise the result to that number of payments and subtract one. At 12% APR paid monthly, that gives about 12.68% APY.`,
    related: ['APY', 'Compounding', 'Leverage'],
    articles: ['what-apy-means-and-how-compounding-works'],
  },
  {
    term: 'Compounding',
    aliases: ['compound interest', 'compounded'],
    shortDefinition:
      'Earning interest on earlier interest: rewards are added to the balance, so each payment is a little larger than the last.',
    explanation: `Compounding is what turns a rate into growth. When rewards are added to the balance instead of being paid out, the next reward is calculated on a larger amount, and the effect builds over time.

The more often rewards are compounded, the more a given rate earns, but the gain from compounding more often shrinks quickly: daily compounding beats monthly by a small margin, and hourly beats daily by almost nothing.

On a blockchain, compounding usually means claiming rewards and depositing them again, and each of those steps can cost a fee. With a small balance, the fees can eat the benefit, so compounding less often may earn more.`,
    related: ['APY', 'APR', 'Yield farming'],
    articles: ['what-apy-means-and-how-compounding-works'],
  },
  {
    term: 'Impermanent loss',
    aliases: ['divergence loss'],
    shortDefinition:
      'The shortfall a liquidity provider suffers when the prices of the two pooled tokens drift apart, compared with simply holding the tokens.',
    explanation: `When you deposit two tokens into an automated market maker's pool, traders rebalance your share as prices move: the pool sells the token that is rising and buys the one that is falling. If you withdraw after prices have moved, you get back more of the weaker token and less of the stronger one than you put in.

The loss is called impermanent because it disappears if prices return to where they were when you deposited. If you withdraw while they are apart, it becomes permanent. A price move of 2× in either direction costs about 5.7% compared with holding; a 5× move costs about 25%.

Trading fees earned by the pool can make up for impermanent loss, and pools of assets that move together, such as two dollar stablecoins, suffer much less of it.`,
    related: ['Liquidity pool', 'AMM', 'Slippage', 'Yield farming'],
    articles: ['liquidity-pools-and-impermanent-loss-explained'],
  },
  {
    term: 'Slippage',
    aliases: ['price slippage', 'slippage tolerance'],
    shortDefinition:
      'The difference between the price you expect when you place a trade and the price you actually get when it executes.',
    explanation: `Slippage happens because prices move between the moment you submit a trade and the moment it is executed, and because a large trade moves the price of a thin market against itself.

On a decentralized exchange you set a slippage tolerance: the worst price, as a percentage away from the quote, at which you still accept the trade. If the price moves further, the transaction fails instead of filling at a bad price, although you still pay the gas it used.

A tolerance that is too wide invites bots to trade just ahead of you and sell back at your expense. For large trades, splitting the order or using a deeper market keeps slippage down.`,
    related: ['DEX', 'AMM', 'Liquidity pool', 'MEV'],
    articles: ['liquidity-pools-and-impermanent-loss-explained'],
  },
  {
    term: 'Gas',
    aliases: ['gas fee', 'gas fees', 'gas price'],
    shortDefinition:
      'The fee paid to have a transaction processed on Ethereum and similar networks, priced by how much computation the transaction needs.',
    explanation: `Every operation a transaction performs on Ethereum costs a fixed amount of gas: a simple transfer uses 21,000 units, a swap on an exchange many more. What you pay is the gas used multiplied by the price per unit, which is set in gwei, a billionth of an ether.

Since 2021 the price has two parts: a base fee, set by the network according to how full recent blocks were and then burned, and a tip that goes to the validator who includes the transaction. When demand is high, the base fee rises until some people stop sending transactions.

Layer 2 networks bundle many transactions into one posted to Ethereum, which is why the same action there usually costs cents instead of dollars.`,
    related: ['Mempool', 'Layer 2', 'Validator', 'Smart contract'],
    articles: ['how-gas-fees-work', 'ethereums-dencun-upgrade-how-blobs-made-layer-2-cheaper'],
  },
  {
    term: 'Staking',
    aliases: ['stake', 'staked', 'staking rewards'],
    shortDefinition:
      'Locking up coins to help secure a proof-of-stake network, in exchange for rewards paid in the same coin.',
    explanation: `On proof-of-stake networks, validators put coins at stake as a guarantee of good behaviour. In return they earn newly issued coins and a share of transaction fees. Holders who do not run a validator themselves can delegate their coins or use a staking service and receive most of the rewards.

Staking rewards are not interest from a borrower. They come largely from new issuance, which dilutes holders who do not stake, so part of the yield only keeps your share of the supply from shrinking.

Staked coins can be locked for a period, can lose value with the market, and can be cut by slashing if the validator misbehaves. Staking through an exchange adds the risk of the exchange itself.`,
    related: ['Proof of stake', 'Validator', 'Slashing', 'APY'],
    articles: [
      'where-staking-yields-come-from',
      'staking-is-not-a-savings-account-so-stop-treating-it-like-one',
    ],
  },
  {
    term: 'Slashing',
    aliases: ['slashed'],
    shortDefinition:
      'The penalty a proof-of-stake network applies to a validator that breaks its rules, by destroying part of the coins it has staked.',
    explanation: `Slashing is what makes staking a real guarantee. A validator that signs two conflicting blocks, or votes in a way that could help rewrite history, loses part of its stake and is forced out of the validator set.

On Ethereum an ordinary slashing costs a small part of the stake at first, with a larger penalty if many validators are slashed at around the same time, since that points to a coordinated attack. Being offline is not slashing: it costs only the rewards missed and small penalties.

If you delegate or use a staking service, your coins can be slashed for the operator's mistakes, so the operator's track record matters as much as the advertised yield.`,
    related: ['Staking', 'Validator', 'Proof of stake'],
    articles: ['staking-is-not-a-savings-account-so-stop-treating-it-like-one'],
  },
  {
    term: 'Liquidity pool',
    aliases: ['liquidity pools', 'pool liquidity'],
    shortDefinition:
      'A pot of two or more tokens locked in a smart contract that traders swap against, instead of matching with another trader.',
    explanation: `Liquidity pools are the heart of decentralized exchanges. Anyone can deposit tokens into a pool and become a liquidity provider; traders then swap one token for another against the pool, and a formula sets the price from the balance of tokens inside it.

Providers earn a share of every trade's fee in proportion to their stake in the pool, and receive a token that represents that stake and can be redeemed later.

The risks are impermanent loss when prices diverge, bugs in the pool's contract, and pools of tokens that can be minted at will or withdrawn by their creators.`,
    related: ['AMM', 'Impermanent loss', 'DEX', 'Yield farming'],
    articles: ['liquidity-pools-and-impermanent-loss-explained', 'what-is-defi'],
  },
  {
    term: 'AMM',
    aliases: ['automated market maker', 'automated market makers'],
    shortDefinition:
      'An automated market maker: a smart contract that quotes prices from a formula and the tokens in its pool, so trades need no order book.',
    explanation: `Traditional exchanges match buyers with sellers through an order book. An automated market maker replaces the other side of the trade with a pool of tokens and a pricing rule. The best-known rule keeps the product of the two token balances constant, so buying one token makes it more expensive.

Because the price only changes when someone trades, arbitrageurs keep an AMM in line with other markets: whenever its price drifts from the wider market, they trade against it until the gap closes.

Newer designs concentrate liquidity in a chosen price range, which makes pools more efficient for providers and traders but makes impermanent loss larger when the price leaves that range.`,
    related: ['Liquidity pool', 'DEX', 'Slippage', 'Impermanent loss'],
    articles: ['liquidity-pools-and-impermanent-loss-explained'],
  },
  {
    term: 'DEX',
    aliases: ['decentralized exchange', 'decentralised exchange', 'DEXs'],
    shortDefinition:
      'A decentralized exchange: trading run by smart contracts, where you swap tokens from your own wallet without handing them to a company.',
    explanation: `On a DEX you connect your wallet, approve the tokens to trade and sign a transaction. The swap settles on the blockchain, and at no point does an exchange operator hold your funds.

Most DEXs are automated market makers with liquidity pools; some run order books on faster chains. Anyone can list a token, which is both the strength of DEXs and the reason so many scam tokens trade there.

You pay a trading fee to the pool and gas to the network, you face slippage on thin markets, and you are responsible for checking that the token you buy is the real one.`,
    related: ['CEX', 'AMM', 'Liquidity pool', 'Slippage', 'DeFi'],
    articles: ['what-is-defi', 'liquidity-pools-and-impermanent-loss-explained'],
  },
  {
    term: 'CEX',
    aliases: ['centralized exchange', 'centralised exchange', 'CEXs'],
    shortDefinition:
      'A centralized exchange: a company that holds customers’ coins and matches their trades, like a broker for crypto.',
    explanation: `Centralized exchanges are where most people buy their first crypto: you open an account, prove your identity, deposit money and trade on the company's order book. They are fast and familiar, and they connect crypto to bank accounts.

The trade-off is custody. Coins on an exchange are the exchange's liability to you, not coins you control. If the exchange is hacked, freezes withdrawals or goes bankrupt, customers become creditors, as FTX's customers found in 2022.

Regulation, proof-of-reserves reports and withdrawing what you do not trade reduce the risk; none removes it.`,
    related: ['DEX', 'Self-custody', 'Wallet'],
    articles: [
      'after-ftx-where-the-collapse-left-customers-and-the-industry',
      'mica-now-applies-in-full-what-europes-crypto-rulebook-changes',
    ],
  },
  {
    term: 'Stablecoin',
    aliases: ['stablecoins', 'stable coin', 'stable coins'],
    shortDefinition:
      'A token designed to keep a steady value, usually one US dollar, backed by reserves, by crypto collateral or by an algorithm.',
    explanation: `Stablecoins let people hold and move dollars on a blockchain. The largest are backed by cash and short-term government bonds held by the issuer, who promises to redeem each token for one dollar.

Others are backed by crypto deposited as collateral, worth more than the stablecoins issued against it, and kept stable by automatic liquidations. Algorithmic designs with little or no backing have failed spectacularly, most famously TerraUSD in 2022.

A stablecoin is only as good as its reserves, its issuer's willingness to redeem and the rules that apply to it. Europe's MiCA and new US laws now set reserve and disclosure requirements for issuers.`,
    related: ['Collateral', 'Liquidation', 'DeFi', 'Oracle'],
    articles: [
      'how-stablecoins-keep-their-peg',
      'stablecoins-grow-up-why-digital-dollars-became-cryptos-backbone',
    ],
  },
  {
    term: 'Seed phrase',
    aliases: ['recovery phrase', 'secret recovery phrase', 'mnemonic phrase', 'seed phrases'],
    shortDefinition:
      'The 12 or 24 words that recreate all the private keys of a wallet. Whoever has them controls the funds; never type them into a website.',
    explanation: `A seed phrase is a human-readable backup of a wallet. From it, the wallet software derives every private key and address the wallet uses, so writing down those words once protects every account in it, and entering them into any compatible wallet restores everything.

That also makes it the most valuable secret you own. Anyone who sees the words can empty the wallet from anywhere, and no one can reverse it.

Write the phrase on paper or metal, keep it offline and somewhere safe from fire and water, and never photograph it, store it in the cloud or give it to anyone. No genuine support team will ever ask for it.`,
    related: ['Private key', 'Wallet', 'Cold storage', 'Phishing'],
    articles: [
      'public-keys-private-keys-and-seed-phrases',
      'not-your-keys-not-your-coins-why-self-custody-still-matters',
    ],
  },
  {
    term: 'Private key',
    aliases: ['private keys'],
    shortDefinition:
      'The secret number that proves you own an address and lets you sign its transactions. Lose it and the coins are gone; leak it and they can be taken.',
    explanation: `A private key is a very large random number. From it, a one-way calculation produces the public key and the address that others send coins to; the reverse calculation is practically impossible.

Signing a transaction with the private key proves to the network that the owner of the address approved it, without revealing the key itself.

Wallets keep private keys for you, usually derived from a seed phrase. Hardware wallets keep them on a device that signs transactions without ever exposing the keys to your computer.`,
    related: ['Public key', 'Seed phrase', 'Wallet', 'Self-custody'],
    articles: ['public-keys-private-keys-and-seed-phrases'],
  },
  {
    term: 'Public key',
    aliases: ['public keys'],
    shortDefinition:
      'The shareable counterpart of a private key, from which an address is derived. Others use it to check your signatures and send you coins.',
    explanation: `Public-key cryptography works with pairs of keys. The private key signs; the public key lets anyone verify that a signature came from the matching private key.

On most blockchains your address is a shortened, encoded form of your public key. Sharing it is safe: it lets people pay you and see the address's history, but not spend from it.

Because every transaction from an address is public, reusing one address for everything makes your whole history easy to follow. Many wallets give you a fresh address for each payment you receive.`,
    related: ['Private key', 'Wallet', 'Hash'],
    articles: ['public-keys-private-keys-and-seed-phrases'],
  },
  {
    term: 'Wallet',
    aliases: ['wallets', 'crypto wallet', 'crypto wallets'],
    shortDefinition:
      'Software or a device that holds the keys to your crypto and signs transactions. The coins stay on the blockchain; the wallet holds the keys.',
    explanation: `Despite the name, a crypto wallet holds no coins. Balances live on the blockchain; the wallet stores the private keys that can move them, shows your balances and signs transactions when you approve them.

Wallets differ in who holds the keys. A self-custody wallet keeps them on your phone, computer or a hardware device; a custodial wallet, such as an exchange account, keeps them for you.

They also differ in how exposed the keys are: hot wallets are connected to the internet and convenient, while cold storage keeps keys offline for amounts you do not touch often.`,
    related: ['Hot wallet', 'Cold storage', 'Private key', 'Seed phrase'],
    articles: ['what-is-a-crypto-wallet-hot-vs-cold-storage'],
  },
  {
    term: 'Hot wallet',
    aliases: ['hot wallets'],
    shortDefinition:
      'A wallet whose keys live on a device connected to the internet, such as a browser extension or phone app: convenient, but more exposed to attack.',
    explanation: `Hot wallets are what you use day to day: a browser extension to connect to apps, or a phone app to pay and receive. Their keys are on a device that is online, which makes signing quick and easy.

That convenience is also the risk. Malware, a malicious browser extension or a convincing fake site can steal keys or trick you into signing a transaction that drains the wallet.

Keep only spending money in a hot wallet, keep its software up to date, and move savings to cold storage.`,
    related: ['Cold storage', 'Wallet', 'Phishing'],
    articles: ['what-is-a-crypto-wallet-hot-vs-cold-storage'],
  },
  {
    term: 'Cold storage',
    aliases: ['cold wallet', 'cold wallets', 'hardware wallet', 'hardware wallets'],
    shortDefinition:
      'Keeping private keys on a device that never touches the internet, such as a hardware wallet, so that malware and hackers cannot reach them.',
    explanation: `Cold storage keeps your keys offline. A hardware wallet is the usual form: a small device that holds the keys, shows the transaction on its own screen and signs it only after you press a button, so the keys never reach your computer.

Cold storage protects against remote attacks, not against losing the device and its backup, or being tricked into approving a bad transaction on it. Read what the device's screen shows before you confirm.

Buy hardware wallets directly from the maker, set them up yourself and keep the seed phrase backup as carefully as the device.`,
    related: ['Hot wallet', 'Seed phrase', 'Self-custody', 'Wallet'],
    articles: [
      'what-is-a-crypto-wallet-hot-vs-cold-storage',
      'not-your-keys-not-your-coins-why-self-custody-still-matters',
    ],
  },
  {
    term: 'Self-custody',
    aliases: ['self custody', 'self-custodial'],
    shortDefinition:
      'Holding your own private keys instead of leaving coins with an exchange or other company: no one can freeze them, and no one can recover them for you.',
    explanation: `"Not your keys, not your coins" sums up self-custody. When you hold the keys, your coins cannot be frozen, lent out or lost in someone else's bankruptcy.

The responsibility moves to you. There is no password reset: lose the seed phrase and the coins are gone; reveal it and they can be stolen.

Many people split the difference, keeping what they trade on an exchange and what they hold for the long term in a wallet they control.`,
    related: ['Private key', 'Cold storage', 'CEX', 'Seed phrase'],
    articles: ['not-your-keys-not-your-coins-why-self-custody-still-matters'],
  },
  {
    term: 'DeFi',
    aliases: ['decentralized finance', 'decentralised finance'],
    shortDefinition:
      'Decentralized finance: lending, trading and saving run by smart contracts on public blockchains, open to anyone with a wallet.',
    explanation: `DeFi rebuilds financial services as open software. Lending markets, exchanges and derivatives run as smart contracts anyone can use and anyone can inspect, without an account or a company in the middle.

Because the pieces are public, they plug into one another: a token earned in one protocol can be deposited as collateral in another a moment later.

The same openness brings risks banks do not have: bugs in contracts, manipulated price oracles, sudden liquidations and anonymous teams that can disappear. Yields that look too good usually pay for a risk you have not seen yet.`,
    related: ['Smart contract', 'DEX', 'Liquidity pool', 'Oracle', 'TVL'],
    articles: ['what-is-defi'],
  },
  {
    term: 'Smart contract',
    aliases: ['smart contracts'],
    shortDefinition:
      'A program stored on a blockchain that runs exactly as written when called, holding and moving funds by its own rules.',
    explanation: `Smart contracts are the building blocks of everything beyond simple payments: tokens, exchanges, lending markets and NFTs are all contracts. Once deployed, a contract's code runs the same way for everyone, and its state is public.

"Runs as written" cuts both ways. A bug runs as written too, and billions have been lost to contract flaws. Audits lower the risk but do not remove it.

Many contracts can be upgraded or paused by an administrator key. Check who holds that power, because it decides whether the code is really in charge.`,
    related: ['DeFi', 'Gas', 'Oracle', 'DAO'],
    articles: ['what-is-defi'],
  },
  {
    term: 'Oracle',
    aliases: ['oracles', 'price oracle', 'price feed'],
    shortDefinition:
      'A service that brings outside data, such as prices, onto a blockchain so smart contracts can use it.',
    explanation: `Blockchains cannot see the outside world. A lending market needs to know what collateral is worth, and a stablecoin needs the price of what backs it; oracles supply those numbers.

Reliable oracles take prices from many sources and many independent reporters, so that no single party can move them.

Oracles are a favourite target: if an attacker can push a reported price up or down, even for one block, they can borrow against inflated collateral or trigger unfair liquidations.`,
    related: ['Smart contract', 'DeFi', 'Liquidation'],
    articles: ['what-is-defi', 'how-stablecoins-keep-their-peg'],
  },
  {
    term: 'Rollup',
    aliases: ['rollups', 'optimistic rollup', 'zk-rollup', 'zk rollup'],
    shortDefinition:
      'A layer 2 network that executes transactions off the main chain and posts them in compressed batches to it, inheriting much of its security.',
    explanation: `A rollup runs transactions on its own chain, then posts the data and the resulting state to Ethereum. Because many transactions share one posting, each costs far less.

Optimistic rollups assume batches are correct and leave a challenge window, typically a week, in which anyone can prove fraud. ZK rollups attach a cryptographic proof to each batch, so the main chain can verify it at once.

Most rollups still rely on a single sequencer to order transactions and on upgradeable contracts, so how decentralized they are varies a great deal.`,
    related: ['Layer 2', 'Gas', 'Bridge'],
    articles: [
      'optimistic-vs-zk-rollups',
      'ethereums-dencun-upgrade-how-blobs-made-layer-2-cheaper',
    ],
  },
  {
    term: 'Layer 2',
    aliases: ['L2', 'layer-2', 'layer 2s', 'L2s'],
    shortDefinition:
      'A network built on top of a blockchain such as Ethereum that processes transactions more cheaply and settles them on the main chain.',
    explanation: `Layer 1 is the base blockchain; layer 2 networks sit on top of it to handle more transactions at lower cost. Rollups are the dominant kind on Ethereum today; Bitcoin's Lightning Network is another example.

Since Ethereum's Dencun upgrade in 2024 gave rollups a cheaper place to post their data, typical fees on layer 2 have fallen to a cent or less.

Moving funds between a layer 2 and the main chain goes through a bridge, and withdrawals from optimistic rollups can take about a week unless you pay a fast-exit service.`,
    related: ['Rollup', 'Gas', 'Bridge'],
    articles: [
      'ethereums-dencun-upgrade-how-blobs-made-layer-2-cheaper',
      'optimistic-vs-zk-rollups',
    ],
  },
  {
    term: 'Bridge',
    aliases: ['bridges', 'cross-chain bridge', 'cross-chain bridges'],
    shortDefinition:
      'A system that moves tokens between blockchains, usually by locking them on one chain and issuing a matching token on the other.',
    explanation: `Blockchains cannot read each other directly, so bridges do the bookkeeping: they hold your tokens on the source chain and release or mint the equivalent on the destination chain.

The locked tokens make bridges giant honeypots, and bridge hacks are among the largest thefts in crypto. A bridge is only as safe as whoever, or whatever, confirms that a deposit happened.

Native bridges of rollups rely on the rollup's own proofs and are generally the safest route, if sometimes slower.`,
    related: ['Layer 2', 'Rollup', 'Smart contract'],
    articles: [],
  },
  {
    term: 'Halving',
    aliases: ['halvings', 'halvening', 'bitcoin halving'],
    shortDefinition:
      'The cut in half of the new bitcoin paid to miners per block, every 210,000 blocks (about four years), which slows new supply until it stops near 21 million.',
    explanation: `Bitcoin's supply schedule is fixed in its code. The reward for each block started at 50 bitcoin in 2009 and halves every 210,000 blocks; after the April 2024 halving it is 3.125 bitcoin.

Halvings reduce the flow of new coins, and past ones were followed by large price rises, but each cycle has had other causes too, and markets now expect the event well in advance.

For miners, a halving cuts revenue overnight, so the least efficient ones switch off unless the price or transaction fees make up the difference.`,
    related: ['Proof of work', 'Block', 'Market cap'],
    articles: ['the-2024-bitcoin-halving-explained', 'bitcoins-supply-schedule-and-halvings'],
  },
  {
    term: 'Market cap',
    aliases: ['market capitalization', 'market capitalisation', 'market caps'],
    shortDefinition:
      'A coin’s price multiplied by the number of coins in circulation: a rough measure of its size, not of the money that went into it.',
    explanation: `Market capitalization lets you compare networks of very different prices: a coin at one cent with a trillion coins is larger than one at a hundred dollars with a million.

It is a paper figure. The last trade sets the price for every coin, so a thin market can show a huge market cap that could never be turned into cash.

Look at the fully diluted value too, which counts coins that will be released later: a low circulating supply can hide large unlocks ahead.`,
    related: ['TVL', 'Whale', 'Halving'],
    articles: ['reading-on-chain-metrics'],
  },
  {
    term: 'TVL',
    aliases: ['total value locked'],
    shortDefinition:
      'Total value locked: the market value of all the tokens deposited in a DeFi protocol or chain, used as a rough gauge of its size.',
    explanation: `TVL adds up the tokens sitting in a protocol's contracts, such as lending deposits and liquidity pools, priced at current market rates.

It rises and falls with token prices, not only with deposits, and the same token can be counted twice when it is deposited in one protocol and the receipt deposited in another.

Use TVL to compare protocols of the same kind, alongside fees earned and the number of active users, rather than as a measure of success on its own.`,
    related: ['DeFi', 'Market cap', 'Liquidity pool'],
    articles: ['reading-on-chain-metrics', 'what-is-defi'],
  },
  {
    term: 'Yield farming',
    aliases: ['yield farm', 'yield farmers', 'liquidity mining'],
    shortDefinition:
      'Moving tokens between DeFi protocols to earn the highest rewards, often paid in the protocols’ own tokens on top of fees.',
    explanation: `Yield farmers deposit tokens where rewards are highest: providing liquidity, lending, or staking receipt tokens in yet another protocol. Projects hand out their own tokens to attract deposits, which can make advertised yields enormous.

Those yields rarely last. Reward tokens are often sold as soon as they are earned, pushing their price down, and the rewards shrink as more farmers arrive.

Every extra protocol in the chain adds contract risk, and gas costs of moving around can outweigh the gains on small amounts.`,
    related: ['Liquidity pool', 'APY', 'DeFi', 'Impermanent loss'],
    articles: ['what-is-defi'],
  },
  {
    term: 'Collateral',
    aliases: ['collateralized', 'collateralised', 'overcollateralized'],
    shortDefinition:
      'Assets pledged to secure a loan. In DeFi you usually deposit more than you borrow, and the collateral is sold if its value falls too far.',
    explanation: `Lending protocols do not know who you are, so they rely on collateral instead of credit checks. You deposit, say, $150 of ether to borrow $100 of stablecoins.

Each protocol sets how much can be borrowed against each asset and the point at which a loan becomes unsafe. If the collateral's value falls below that point, the position is liquidated.

Volatile collateral needs a larger buffer. Borrowing well below the maximum gives you room when prices fall.`,
    related: ['Liquidation', 'Leverage', 'Stablecoin', 'Oracle'],
    articles: ['how-stablecoins-keep-their-peg', 'why-beginners-should-stay-away-from-leverage'],
  },
  {
    term: 'Liquidation',
    aliases: ['liquidated', 'liquidations'],
    shortDefinition:
      'The forced sale of a borrower’s collateral, or closing of a leveraged position, when its value no longer covers the loan.',
    explanation: `When prices move against a borrowed position, the platform closes it before the loss exceeds the collateral. In DeFi, anyone can trigger the liquidation and is paid a bonus out of the borrower's collateral for doing so.

On exchanges offering leverage, liquidation closes the trade and the margin behind it is lost. With high leverage, a small price move is enough.

Liquidations can cascade: forced sales push prices down, which triggers more liquidations. Sharp moves in crypto often come from this chain reaction.`,
    related: ['Collateral', 'Leverage', 'Oracle'],
    articles: ['why-beginners-should-stay-away-from-leverage'],
  },
  {
    term: 'Leverage',
    aliases: ['leveraged', 'margin trading'],
    shortDefinition:
      'Trading with borrowed money to make a larger bet than your own funds allow. It multiplies gains and losses alike, and can wipe out the stake quickly.',
    explanation: `With 10× leverage, $100 controls a $1,000 position. A 5% rise makes $50; a 10% fall loses the whole $100, and the position is liquidated before it can recover.

Leveraged positions also pay funding or interest while open, which eats into returns on trades that take time to work out.

Crypto's daily swings make high leverage a fast way to lose money. Most beginners who use it lose their stake.`,
    related: ['Liquidation', 'Collateral', 'FOMO'],
    articles: ['why-beginners-should-stay-away-from-leverage'],
  },
  {
    term: 'NFT',
    aliases: ['NFTs', 'non-fungible token', 'non-fungible tokens'],
    shortDefinition:
      'A non-fungible token: a unique token on a blockchain that records ownership of an item, such as a piece of digital art or a ticket.',
    explanation: `Most tokens are interchangeable, like coins; each NFT is one of a kind, with its own identifier. The token proves who owns it and lets it be traded, while the image or file it refers to is usually stored elsewhere.

Owning an NFT does not automatically give you copyright in the artwork, only what the creator's licence grants.

After a speculative boom in 2021, NFTs have found quieter uses in tickets, game items, memberships and onchain identity.`,
    related: ['Smart contract', 'Wallet'],
    articles: [],
  },
  {
    term: 'DAO',
    aliases: [
      'DAOs',
      'decentralized autonomous organization',
      'decentralised autonomous organisation',
    ],
    shortDefinition:
      'A decentralized autonomous organization: a group whose rules and treasury are run by smart contracts and whose members vote with tokens.',
    explanation: `A DAO replaces the board of a company with on-chain votes. Token holders propose and approve changes, such as how to spend a treasury or adjust a protocol's parameters, and the contracts carry out what passes.

In practice turnout is often low and a few large holders decide, so a DAO can be less decentralized than its name suggests.

The legal status of DAOs differs from country to country, and in some places members can be personally liable for what the DAO does.`,
    related: ['Smart contract', 'DeFi', 'Whale'],
    articles: [],
  },
  {
    term: 'Proof of stake',
    aliases: ['proof-of-stake', 'PoS'],
    shortDefinition:
      'A way of securing a blockchain in which validators lock up coins as a bond and are chosen to add blocks in proportion to their stake.',
    explanation: `In proof of stake, the right to propose and confirm blocks comes from coins staked, not from computing power. Validators who follow the rules earn rewards; those who cheat lose part of their stake to slashing.

Ethereum moved from proof of work to proof of stake in 2022, cutting its energy use by more than 99%.

Critics point out that stake tends to concentrate in large exchanges and staking services, which can make the network easier to pressure.`,
    related: ['Proof of work', 'Validator', 'Staking', 'Slashing', 'Consensus'],
    articles: ['where-staking-yields-come-from'],
  },
  {
    term: 'Proof of work',
    aliases: ['proof-of-work', 'PoW', 'mining'],
    shortDefinition:
      'A way of securing a blockchain in which miners compete to solve a costly puzzle, and the winner adds the next block and earns the reward.',
    explanation: `Miners repeatedly hash a candidate block with different numbers until the result falls below a target. Finding such a hash takes enormous computing work, but checking it takes a moment.

Rewriting history would mean redoing that work faster than the rest of the network, which is what makes Bitcoin's transaction record so hard to change.

The cost is energy: the network consumes as much electricity as a mid-sized country, though a growing share comes from otherwise wasted or renewable sources.`,
    related: ['Proof of stake', 'Hash', 'Halving', 'Block', 'Consensus'],
    articles: ['bitcoins-supply-schedule-and-halvings'],
  },
  {
    term: 'Validator',
    aliases: ['validators'],
    shortDefinition:
      'A participant in a proof-of-stake network that stakes coins, proposes and checks blocks, and earns rewards for doing it honestly.',
    explanation: `Validators are the proof-of-stake counterpart of miners. They run software that checks every block and votes on which ones are valid, and are picked from time to time to propose a block themselves.

On Ethereum, a validator needed exactly 32 ether until the Pectra upgrade in 2025 allowed single validators to hold up to 2,048.

Validators that go offline miss rewards; those that break the rules are slashed. Running one well takes reliable hardware, good internet and attention to upgrades.`,
    related: ['Staking', 'Proof of stake', 'Slashing', 'Block'],
    articles: [
      'ethereums-pectra-upgrade-smarter-wallets-and-bigger-validators',
      'where-staking-yields-come-from',
    ],
  },
  {
    term: 'Mempool',
    aliases: ['memory pool', 'mempools'],
    shortDefinition:
      'The waiting room of transactions that have been broadcast but not yet included in a block, from which block producers pick.',
    explanation: `When you send a transaction, it first travels to nodes that keep it in their mempool. Block producers usually pick the transactions paying the highest fees, so a busy mempool means higher fees or a longer wait.

Pending transactions in the public mempool are visible to everyone, which lets bots see a trade before it is confirmed and act on it.

A transaction stuck with too low a fee can usually be replaced by sending a new one with the same nonce and a higher fee.`,
    related: ['Gas', 'MEV', 'Block'],
    articles: ['how-gas-fees-work'],
  },
  {
    term: 'MEV',
    aliases: ['maximal extractable value', 'miner extractable value'],
    shortDefinition:
      'Maximal extractable value: profit taken by choosing the order of transactions in a block, for example by trading just before and after a large swap.',
    explanation: `Whoever builds a block decides which transactions go in and in what order. Bots pay for that privilege to capture arbitrage between exchanges, liquidations, and sandwich attacks on ordinary users' trades.

In a sandwich, a bot buys just before your swap, pushing the price up, and sells just after, pocketing the difference you paid through slippage.

Tight slippage settings, private transaction relays and exchanges with built-in protection keep your trades out of reach.`,
    related: ['Mempool', 'Slippage', 'Validator'],
    articles: ['how-gas-fees-work'],
  },
  {
    term: 'Hash',
    aliases: ['hashes', 'hash function', 'hashing'],
    shortDefinition:
      'A short, fixed-length fingerprint computed from any data. Change one bit of the data and the hash changes completely; the data cannot be recovered from it.',
    explanation: `Hash functions such as SHA-256 turn any input into a fixed-size output in a way that cannot be reversed, and finding two inputs with the same hash is practically impossible.

Blockchains use hashes everywhere: each block contains the hash of the one before, which is why changing an old block would break every block after it. Transaction ids and many addresses are hashes too.

In proof-of-work mining, the puzzle is to find a block whose hash is below a target number, which can only be done by trying again and again.`,
    related: ['Block', 'Proof of work', 'Public key'],
    articles: ['what-is-a-blockchain'],
  },
  {
    term: 'Block',
    aliases: ['blocks'],
    shortDefinition:
      'A batch of transactions added to a blockchain together, linked to the previous block by its hash.',
    explanation: `Blocks are the pages of a blockchain's ledger. Each contains a set of transactions, a timestamp and the hash of the previous block, forming a chain back to the very first one.

Bitcoin adds a block about every ten minutes, Ethereum every twelve seconds. A transaction is confirmed once it is in a block, and becomes harder to reverse with each block added after it.

The space in each block is limited, which is why fees rise when many people want their transactions in at once.`,
    related: ['Hash', 'Consensus', 'Mempool', 'Fork'],
    articles: ['what-is-a-blockchain'],
  },
  {
    term: 'Blockchain',
    aliases: ['blockchains'],
    shortDefinition:
      'A shared ledger kept by many computers, in which records are grouped into blocks that each point to the previous one, so that history is very hard to change.',
    explanation: `A blockchain lets strangers agree on who owns what without trusting a central record-keeper. Every participating computer keeps a copy of the ledger and checks every new block against the rules.

A consensus mechanism, such as proof of work or proof of stake, decides who may add the next block and makes rewriting history prohibitively expensive.

Public blockchains such as Bitcoin and Ethereum let anyone read them and take part; their data is transparent, which is a privacy cost as well as a safeguard.`,
    related: ['Block', 'Consensus', 'Hash', 'Smart contract'],
    articles: ['what-is-a-blockchain'],
  },
  {
    term: 'Consensus',
    aliases: ['consensus mechanism', 'consensus mechanisms'],
    shortDefinition:
      'The rules by which the computers of a blockchain agree on one history of transactions, even when some of them are faulty or dishonest.',
    explanation: `Without a central authority, a blockchain needs a way for everyone to agree on which transactions happened and in what order. Its consensus mechanism sets who may add blocks and how conflicting versions are resolved.

Proof of work and proof of stake are the best-known mechanisms. Both make attacking the network cost more than an attacker could hope to gain.

A transaction's finality depends on the mechanism: on Ethereum a block becomes final after about 13 minutes; on Bitcoin, each extra block makes reversal less likely without ever making it impossible.`,
    related: ['Proof of work', 'Proof of stake', 'Block', 'Fork'],
    articles: ['what-is-a-blockchain'],
  },
  {
    term: 'Fork',
    aliases: ['hard fork', 'soft fork', 'forks'],
    shortDefinition:
      'A change to a blockchain’s rules (a planned upgrade or a split) or a moment when two versions of its history briefly compete.',
    explanation: `A soft fork tightens the rules so that old software still accepts new blocks; a hard fork changes them so that old software no longer does, and everyone must upgrade.

Most hard forks are planned upgrades everyone adopts, such as Ethereum's Dencun and Pectra. When a community disagrees, a hard fork can split the chain in two, as Bitcoin Cash did from Bitcoin in 2017.

Chains also fork briefly when two blocks are found at nearly the same time; the network settles on one of them within a block or two.`,
    related: ['Consensus', 'Block', 'Blockchain'],
    articles: [
      'ethereums-dencun-upgrade-how-blobs-made-layer-2-cheaper',
      'ethereums-pectra-upgrade-smarter-wallets-and-bigger-validators',
    ],
  },
  {
    term: 'Airdrop',
    aliases: ['airdrops', 'airdropped'],
    shortDefinition:
      'Free tokens sent to wallets, often to reward early users of a project. Fake airdrops are also a common bait for scams.',
    explanation: `Projects airdrop tokens to spread ownership and thank early users, usually to addresses that used the product before a cut-off date.

Scammers copy the idea: unknown tokens appear in your wallet, or a site promises an airdrop if you connect and sign. Signing can hand over permission to spend your real tokens.

Claim airdrops only from the project's official site, reached from a link you trust, and ignore tokens you did not expect.`,
    related: ['Phishing', 'Rug pull', 'Wallet'],
    articles: ['how-to-spot-crypto-scams'],
  },
  {
    term: 'Rug pull',
    aliases: ['rug pulls', 'rugpull'],
    shortDefinition:
      'A scam in which a project’s creators take investors’ money and disappear, for example by draining the liquidity pool of their token.',
    explanation: `In a typical rug pull, creators launch a token, pair it with real money in a liquidity pool, promote it hard, then withdraw the pool or sell a huge hidden allocation, leaving buyers with tokens no one can sell.

Warning signs include anonymous teams, liquidity that is not locked, contracts that let the owner mint tokens or block sales, and pressure to buy before a deadline.

Checking a token's contract and its holders takes a few minutes and avoids most of these traps.`,
    related: ['Phishing', 'FOMO', 'Liquidity pool', 'Airdrop'],
    articles: [
      'how-to-spot-crypto-scams',
      'crypto-scams-follow-a-script-learn-it-once-and-stay-safe',
    ],
  },
  {
    term: 'Phishing',
    aliases: ['phishing attack', 'phishing attacks', 'phishing site'],
    shortDefinition:
      'Tricking people into revealing secrets or signing transactions through fake sites, messages or support agents who look like the real thing.',
    explanation: `Crypto phishing aims at your seed phrase or your signature. A fake wallet site asks you to "verify" your recovery words; a fake app asks you to approve a transaction that grants it your tokens.

Scammers reach you through search ads, direct messages, lookalike domains and people posing as support staff.

Bookmark the sites you use, never type a seed phrase into a website, and read every signature request: if you do not understand what it allows, reject it.`,
    related: ['Seed phrase', 'Airdrop', 'Rug pull', 'Hot wallet'],
    articles: [
      'how-to-spot-crypto-scams',
      'crypto-scams-follow-a-script-learn-it-once-and-stay-safe',
    ],
  },
  {
    term: 'Whale',
    aliases: ['whales'],
    shortDefinition:
      'A holder of so many coins that their trades can move the market. Large transfers by whales are watched closely on-chain.',
    explanation: `There is no fixed threshold, but a whale holds enough of a coin that buying or selling it shifts the price, especially in thinner markets.

Because blockchains are public, analysts track large wallets and exchange deposits for clues about coming sales. Many of those wallets belong to exchanges or funds holding coins for customers, not to single traders.

In governance votes, whales can decide the outcome on their own, which is worth knowing before you trust a DAO's decisions.`,
    related: ['Market cap', 'DAO', 'FOMO'],
    articles: ['reading-on-chain-metrics'],
  },
  {
    term: 'FOMO',
    aliases: ['fear of missing out'],
    shortDefinition:
      'Fear of missing out: the urge to buy because prices are rising and everyone seems to be getting rich, often right before a fall.',
    explanation: `FOMO pushes people to buy after big rallies, with money they cannot afford to lose, because waiting feels like losing.

Scammers and promoters use it deliberately: countdown timers, "last chance" offers and screenshots of other people's profits are all designed to stop you thinking.

A plan made in advance, such as buying a fixed amount on a schedule, takes the decision away from the mood of the market.`,
    related: ['Rug pull', 'Leverage', 'Whale'],
    articles: [
      'think-in-years-not-candles-the-case-for-patience-in-crypto',
      'crypto-scams-follow-a-script-learn-it-once-and-stay-safe',
    ],
  },
]
