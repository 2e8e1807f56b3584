import type { SeedArticle } from './types'

export const analysisLearnArticles: SeedArticle[] = [
  // ---------------------------------------------------------------------------
  // Analysis
  // ---------------------------------------------------------------------------
  {
    slug: 'how-stablecoins-keep-their-peg',
    title: 'How Stablecoins Keep Their Peg: Reserves, Collateral and Algorithms',
    seoTitle: 'How Stablecoins Keep Their Peg',
    excerpt:
      'A stablecoin is only as stable as the mechanism behind it. We compare fiat-backed, crypto-collateralized and algorithmic designs, and explain why arbitrage does most of the work.',
    articleType: 'analysis',
    authorKey: 'maya-chen',
    tags: ['Stablecoins', 'DeFi', 'Markets'],
    featured: true,
    published: true,
    daysAgo: 64,
    image: { hue: 140, motif: 'coins' },
    body: `Stablecoins are tokens designed to track the value of something outside crypto, almost always the US dollar. They have become the plumbing of the market: traders park funds in them, DeFi protocols use them as collateral, and many people use them to move dollars across borders. But "stable" is a promise, not a law of nature. Each design keeps its peg through a different mechanism, and each mechanism has its own way of failing.

## Fiat-backed stablecoins: redemption and arbitrage

The simplest model holds one dollar of reserves, usually cash and short-term government bills, for every token in circulation. USDC and USDT work this way. The peg is enforced by **redemption**: approved customers can hand tokens back to the issuer and receive dollars, or deposit dollars and receive new tokens.

That creates a simple arbitrage loop:

- If the token trades at $0.99, arbitrageurs buy it cheaply and redeem it for $1.00.
- If it trades at $1.01, they mint new tokens for $1.00 and sell them on the market.
- Both actions push the price back toward one dollar.

The weak points are trust and access. Holders must believe the reserves exist and can be reached. In March 2023, USDC briefly traded well below a dollar after its issuer disclosed that part of its reserves sat at Silicon Valley Bank, which had just failed. The peg recovered once it became clear the deposits were safe, but the episode showed that a fiat-backed coin inherits the risks of the banks holding its cash.

## Crypto-collateralized stablecoins: overcollateralization

DAI, originally issued by MakerDAO, takes a different route. Users lock volatile crypto such as ETH in a smart contract and borrow stablecoins against it. The key is **overcollateralization**: you might need $150 or more of collateral to mint $100 of stablecoins.

If the collateral value falls too close to the debt, the position is **liquidated**: the collateral is sold to repay the loan before the system becomes undercollateralized. Governance can also adjust interest rates (stability fees) to make minting more or less attractive, nudging supply up or down.

This design is transparent, since anyone can inspect the collateral on-chain, but it is capital-inefficient and vulnerable to sudden crashes. If prices gap down faster than liquidations can run, bad debt can appear.

## Algorithmic stablecoins: reflexivity risk

Algorithmic designs try to hold the peg with little or no external collateral, typically by pairing the stablecoin with a second, volatile token. The best-known example, TerraUSD (UST), let users always swap one UST for one dollar's worth of LUNA, and vice versa.

That works while demand is healthy. When confidence cracks, holders redeem UST for LUNA, new LUNA floods the market, its price falls, and each redemption needs even more LUNA. In May 2022 this **death spiral** wiped out UST and LUNA within days. The lesson: a peg backed only by the market value of a related token is backed by confidence, and confidence can vanish quickly.

## What to check before you trust a peg

1. **What backs it?** Cash and bills, on-chain crypto, or nothing tangible?
2. **Who can redeem,** and how fast?
3. **How transparent** are the reserves, and are they independently attested?
4. **What happens in a crash?** Look for liquidation mechanics, buffers and history under stress.

No design is risk-free. The practical question is which risks you are choosing, and whether the yield or convenience on offer is worth them.`,
  },
  {
    slug: 'liquidity-pools-and-impermanent-loss-explained',
    title: 'Liquidity Pools and Impermanent Loss, Explained With Real Numbers',
    seoTitle: 'Liquidity Pools and Impermanent Loss',
    excerpt:
      'Providing liquidity to a decentralized exchange earns trading fees, but price moves quietly change what you hold. Here is how automated market makers work and how to estimate impermanent loss.',
    articleType: 'analysis',
    authorKey: 'tomas-okafor',
    tags: ['DeFi', 'Ethereum', 'Markets'],
    published: true,
    daysAgo: 71,
    image: { hue: 200, motif: 'wave' },
    body: `Decentralized exchanges such as Uniswap do not use an order book. Instead, traders swap against a **liquidity pool**: a smart contract holding two tokens, funded by ordinary users called liquidity providers (LPs). In return, LPs earn a share of every trading fee. It sounds like free income, but there is a cost that many newcomers only notice after the fact.

## How an automated market maker sets prices

The classic design is the **constant product formula**: the pool keeps the product of its two reserves constant, written as x times y equals k. Imagine a pool holding 10 ETH and 20,000 USDC. The product is 200,000, and the implied price is 2,000 USDC per ETH.

When a trader buys ETH, they add USDC and remove ETH. Because the product must stay the same, each additional ETH becomes more expensive. This is why large trades suffer **slippage** in small pools.

The pool does not know the "real" price. If <coin id="ethereum" symbol="ETH" name="Ethereum">ether</coin> rises on other exchanges, arbitrageurs buy the cheap ETH from the pool until its price matches the market. That arbitrage keeps prices accurate, and it is exactly where impermanent loss comes from.

## What impermanent loss actually is

Impermanent loss is the difference between the value of your LP position and what you would have had by simply holding the two tokens. As the price of one token rises, arbitrageurs remove it from the pool, so you end up holding less of the winner and more of the loser.

For a standard 50/50 pool, the loss depends only on how far the price ratio moves from when you deposited:

- Price changes by 1.25x: about 0.6% loss versus holding
- Price doubles (2x): about 5.7% loss
- Price changes by 4x: about 20% loss
- Price changes by 5x: about 25.5% loss

The effect is symmetric: a token halving in price produces the same 5.7% as a token doubling. The loss is called **impermanent** because it disappears if prices return to where they started. If you withdraw while prices are still apart, it becomes very permanent.

## Fees versus divergence

Whether providing liquidity is worthwhile comes down to one comparison: **do the fees earned exceed the impermanent loss?** A few factors tilt the balance:

1. **Correlated pairs.** Pools of two stablecoins, or of ETH and a staked-ETH token, barely move against each other, so impermanent loss stays small.
2. **Volume relative to liquidity.** A pool with heavy trading and modest deposits pays more fees per dollar.
3. **Volatility.** Pairs that swing wildly generate fees but also large divergence.
4. **Concentrated liquidity.** Designs like Uniswap v3 let LPs provide liquidity within a price range. This earns more fees per dollar while the price stays in range, but amplifies impermanent loss and can leave you holding only one token if the price exits the range.

## A practical way to think about it

Providing liquidity is a bit like selling volatility: you collect a steady stream of small payments and accept losses when prices move sharply. Before depositing, estimate a realistic fee yield, decide how much price divergence you can tolerate, and remember that smart contract risk and token emission schedules sit on top of everything above. A yield figure shown on a dashboard rarely includes impermanent loss, so run the numbers yourself.`,
  },
  {
    slug: 'optimistic-vs-zk-rollups',
    title: 'Optimistic vs ZK Rollups: How Layer 2 Networks Scale Ethereum',
    seoTitle: 'Optimistic vs ZK Rollups Explained',
    excerpt:
      'Rollups move computation off Ethereum while keeping its security. The two main families differ in how they prove their work, which shapes withdrawal times, costs and complexity.',
    articleType: 'analysis',
    authorKey: 'elena-varga',
    tags: ['Layer 2', 'Ethereum'],
    published: true,
    daysAgo: 79,
    image: { hue: 260, motif: 'network' },
    body: `Ethereum's base layer processes a limited number of transactions per block, and when demand is high, fees climb. The network's long-term scaling plan does not rely on making the base layer dramatically bigger. Instead, it leans on **rollups**: separate chains that execute transactions elsewhere and post compressed results back to Ethereum.

## What every rollup does

A rollup batches hundreds or thousands of transactions, executes them off the main chain, and publishes two things to Ethereum:

- **Transaction data**, so anyone can reconstruct the rollup's state independently.
- **A state commitment**, a compact fingerprint of the rollup's new balances and contract storage.

Because the data lives on Ethereum, users are not forced to trust the rollup operator to tell them what they own. The hard question is how Ethereum knows the new state is correct. That is where the two families split.

## Optimistic rollups: innocent until proven guilty

Optimistic rollups such as Arbitrum and OP Mainnet assume each batch is valid by default. After a batch is posted, there is a **challenge period**, typically around seven days, during which anyone can submit a **fraud proof** showing that a state transition was wrong. If the challenge succeeds, the bad batch is reverted and the party that posted it can be penalized.

The strengths are simplicity and compatibility. Optimistic rollups can run the Ethereum Virtual Machine almost unchanged, so existing contracts and tools work with little modification. The main drawback is the **withdrawal delay**: moving funds back to Ethereum through the native bridge takes the full challenge window. Third-party bridges offer faster exits, but they add their own trust assumptions and fees.

## ZK rollups: prove it up front

ZK rollups, including zkSync, Starknet, Scroll and Linea, attach a **validity proof** to every batch. This is a cryptographic proof, checked by a smart contract on Ethereum, that the new state follows correctly from the old one. No challenge period is needed, because invalid batches simply cannot be verified.

The benefits are faster finality on Ethereum and strong mathematical guarantees. The costs are engineering complexity and computation: generating proofs is expensive, and making them compatible with the EVM has been a long research effort. Some ZK rollups are fully EVM-equivalent; others use their own virtual machines and languages.

## The trade-offs that matter today

1. **Data costs.** Publishing data to Ethereum used to be the biggest expense for rollups. The Dencun upgrade in March 2024 introduced cheaper "blob" space for rollup data, which lowered fees on many Layer 2 networks.
2. **Sequencer centralization.** Most rollups still rely on a single operator to order transactions. It cannot steal funds, but it can delay or censor them.
3. **Upgrade keys.** Many rollups can still be upgraded by a small group. Check how much notice users get before changes take effect.
4. **Proof maturity.** Fraud proof and validity proof systems are still being hardened.

For users, the practical takeaway is that rollups are not identical. Ethereum's own [Layer 2 overview](https://ethereum.org/en/layer-2/) is a good starting point, and independent trackers publish each network's security stage so you can compare before bridging funds.`,
  },
  {
    slug: 'reading-on-chain-metrics',
    title: 'Reading On-Chain Metrics: What Addresses, Flows and Fees Can Tell You',
    excerpt:
      'Public blockchains record every transaction, which makes them a unique source of market data. Here is what common on-chain metrics measure, and where they mislead.',
    articleType: 'analysis',
    authorKey: 'raj-patel',
    tags: ['Bitcoin', 'Markets'],
    published: true,
    daysAgo: 86,
    image: { hue: 30, motif: 'chart' },
    body: `Stock analysts cannot see every trade between every investor. Crypto analysts, in principle, can. Public blockchains such as Bitcoin and Ethereum record every transaction permanently, and a whole industry now turns that raw data into charts. Used carefully, **on-chain metrics** reveal how a network is actually used. Used carelessly, they produce confident stories from noisy numbers.

## Activity metrics: addresses and transactions

The most quoted numbers describe usage:

- **Active addresses**: how many distinct addresses sent or received funds in a period.
- **Transaction count**: how many transactions were confirmed.
- **Transfer volume**: the total value moved on-chain.
- **Fees paid**: how much users spent to get into blocks, a direct measure of demand for block space.

The catch is that an address is not a person. One exchange may control millions of addresses, while a single user's wallet can create a fresh address for every payment. Transfer volume is inflated by coins shuffling between addresses owned by the same entity. That is why analytics firms apply clustering heuristics to group addresses into likely entities. Fees are harder to fake, because someone has to pay them, which makes them one of the more honest activity signals.

## Holder behaviour: coin age and realized value

Bitcoin's design makes it possible to see when each coin last moved. That enables some distinctive metrics:

1. **Realized capitalization** values each coin at the price when it last moved, rather than today's price. It approximates the total cost basis of the network.
2. **MVRV** compares market capitalization with realized capitalization. A high ratio means holders sit on large unrealized gains on average; a low ratio suggests many are underwater.
3. **Coin age distributions**, sometimes shown as "HODL waves", show how much supply has been dormant for months or years. Old coins starting to move can signal long-term holders taking profit.

These are descriptive tools, not timers. Previous cycle highs and lows left recognisable marks on them, but the thresholds shift as the holder base changes, for instance as more coins sit with exchange-traded funds and custodians whose internal movements are not visible on-chain.

## Exchange flows and network security

**Exchange inflows and outflows** track coins moving to and from known exchange addresses. Large inflows are often read as selling pressure, outflows as accumulation. The interpretation is shaky: coins move to exchanges for collateral, internal reshuffles or custody changes, and exchange address labels are never complete.

**Hash rate** measures the computing power securing Bitcoin. It reflects miners' investment and energy costs rather than investor sentiment, and it can only be estimated from how quickly blocks are found.

## How to use them well

Treat on-chain data as context, not prophecy. Compare metrics against their own history rather than fixed magic numbers, check how a data provider labels addresses, and prefer signals that are expensive to fake, such as fees and long-dormant supply. Above all, combine several indicators: when activity, fees and holder behaviour point the same way, the story is more likely to be real.`,
  },
  {
    slug: 'bitcoins-supply-schedule-and-halvings',
    title: "Bitcoin's Supply Schedule and Halvings: How 21 Million Is Enforced",
    seoTitle: "Bitcoin's Supply Schedule and Halvings",
    excerpt:
      'Bitcoin issues new coins on a fixed, predictable schedule that halves roughly every four years. We look at how the rule works, what it means for miners and the open questions it leaves.',
    articleType: 'analysis',
    authorKey: 'maya-chen',
    tags: ['Bitcoin', 'Markets'],
    published: true,
    daysAgo: 93,
    image: { hue: 40, motif: 'blocks' },
    body: `Most currencies are issued at the discretion of a central bank. Bitcoin took the opposite approach: its issuance is written into the software that every node runs, and it was public from the start. Anyone can calculate how many bitcoins will exist at almost any future block. That predictability is a large part of <coin id="bitcoin" symbol="BTC" name="Bitcoin">Bitcoin</coin>'s appeal, and the mechanism behind it is surprisingly simple.

## The block subsidy and the halving

New bitcoins enter circulation only through mining. Each time a miner produces a valid block, it may pay itself a **block subsidy** plus the fees from the transactions it includes. The subsidy started at 50 BTC in 2009, and the rules cut it in half every **210,000 blocks**. With blocks arriving about every ten minutes on average, that works out to roughly four years.

The history so far:

- 2009: 50 BTC per block
- 2012: 25 BTC
- 2016: 12.5 BTC
- 2020: 6.25 BTC
- April 2024: 3.125 BTC

Because each halving cuts issuance in half, the total supply approaches but never quite reaches **21 million**. The final fractions of a bitcoin are expected to be mined around the year 2140. By then, the overwhelming majority of coins will have existed for more than a century. The original design is laid out in the [Bitcoin whitepaper](https://bitcoin.org/bitcoin.pdf).

## Why the clock keeps time

If miners add more computing power, blocks would arrive faster and halvings would come early. Bitcoin prevents this with the **difficulty adjustment**: every 2,016 blocks, roughly two weeks, the network recalibrates how hard it is to find a valid block so that the average interval returns to ten minutes. The schedule is measured in blocks, not dates, which is why halving days can only be estimated in advance.

Enforcement comes from nodes, not miners. Every full node checks that each block's reward follows the rules. A miner that paid itself too much would simply have its block rejected by the rest of the network.

## What halvings mean for miners

Halvings cut miners' subsidy income overnight while their electricity and hardware costs stay the same. Typically, the least efficient operations switch off, hash rate growth slows, and the difficulty adjustment rebalances the field. Over time, the network has absorbed each halving, but margins for miners get thinner with every one.

## The open questions

The schedule raises debates that remain unresolved:

1. **The security budget.** As the subsidy shrinks, transaction fees must eventually pay for most of the network's security. Whether fee demand will be high enough is a genuine long-term question.
2. **Price effects.** Some models claim halvings mechanically drive prices higher because new supply falls. Past cycles have coincided with rallies, but with only a handful of data points and many other factors in play, causation is hard to prove.
3. **Lost coins.** An unknown number of bitcoins sit in wallets whose keys are lost, so the effective supply is lower than the headline figure.

What is not in doubt is the rule itself: the schedule has run as written since the first block.`,
  },
  {
    slug: 'where-staking-yields-come-from',
    title: 'Where Staking Yields Come From, and What They Really Pay You',
    excerpt:
      'Staking rewards are not interest from a bank. They come from new issuance, transaction fees and block-building income, and only some of that is a real gain for stakers.',
    articleType: 'analysis',
    authorKey: 'tomas-okafor',
    tags: ['Staking', 'Ethereum', 'DeFi'],
    published: true,
    daysAgo: 101,
    image: { hue: 170, motif: 'coins' },
    body: `Proof-of-stake networks pay people to lock up tokens and help secure the chain. The advertised yield looks like a savings rate, and many apps present it that way. But staking rewards come from very specific places, and understanding them changes how you should judge the number on the screen.

## The three sources of staking rewards

On a proof-of-stake chain, validators propose and attest to blocks. In return, they earn from up to three sources:

- **New issuance.** The protocol creates new tokens and pays them to validators. This is the largest component on most networks.
- **Transaction fees.** Users pay fees to get transactions included, and validators collect some or all of them.
- **MEV.** Maximal extractable value is income from ordering transactions inside a block, for example capturing arbitrage between exchanges. On Ethereum, most validators earn it by selling block space to specialised block builders.

On Ethereum, the issuance part follows a formula: total issuance grows roughly with the square root of the amount staked, so each validator's percentage reward falls as more ETH is staked. Meanwhile, the **base fee** of every transaction is burned under EIP-1559, so only priority fees and MEV reach validators. This is why the yield moves with network activity.

## Nominal yield versus real yield

Issuance is the part most often misunderstood. If a network inflates its supply by 5% a year and pays all of it to stakers, a staker earning 5% is mostly **avoiding dilution**, not getting richer. Non-stakers are the ones who lose share.

A useful way to think about it:

1. Start with the headline staking rate.
2. Subtract the network's inflation rate to estimate your real gain in share of the supply.
3. Remember that the reward is paid in the same token, so its value in dollars depends entirely on the token's price.

Fees and MEV are closer to **real yield**, since they come from users paying for the network. A chain with high issuance and little usage can show an attractive percentage while delivering little real value to stakers.

## The risks priced into the yield

Staking rewards also compensate for risks:

- **Slashing**: validators that double-sign or misbehave lose part of their stake.
- **Lockups and exit queues**: unstaking can take days or weeks, during which you cannot sell.
- **Operator fees**: staking services and pools take a commission.
- **Smart contract and depeg risk**: liquid staking tokens can trade below the value of the underlying asset during stress, and the contracts behind them can have bugs.
- **Custodial risk**: staking through an exchange means trusting the exchange with your tokens.

## Judging a staking offer

When you see a staking rate, ask where each part comes from, how much of it is inflation, what the lockup is and who holds the keys. A sustainable yield is usually modest and backed by real network demand. An unusually high one is either heavy inflation, extra leverage, or someone else's risk being passed to you.`,
  },

  // ---------------------------------------------------------------------------
  // Learn
  // ---------------------------------------------------------------------------
  {
    slug: 'what-is-a-blockchain',
    title: 'What Is a Blockchain? A Plain-English Guide for Beginners',
    seoTitle: 'What Is a Blockchain? A Beginner Guide',
    excerpt:
      'A blockchain is a shared record that thousands of computers keep in sync without a central boss. Here is how blocks, hashes and consensus fit together, in plain English.',
    articleType: 'learn',
    authorKey: 'elena-varga',
    tags: ['Beginners', 'Bitcoin', 'Ethereum'],
    published: true,
    daysAgo: 62,
    image: { hue: 220, motif: 'blocks' },
    body: `If you have ever shared a spreadsheet with friends to track who owes whom, you already understand the basic problem a blockchain solves. Someone has to keep the master copy, and everyone has to trust that person not to edit it in their favour. A blockchain removes that person. Instead, thousands of computers keep identical copies and agree on every change together.

## A ledger made of blocks

At its core, a blockchain is a **ledger**: a list of transactions, such as "Alice sends 1 coin to Bob". Transactions are grouped into batches called **blocks**. Every few seconds or minutes, depending on the network, a new block is added to the end of the list.

Each block contains three important things:

- A list of recent transactions.
- A timestamp.
- The **hash** of the previous block.

A hash is a short digital fingerprint of some data. Change even one character of the input and the fingerprint changes completely. Because each block includes the fingerprint of the one before it, the blocks form a chain. If someone tried to alter an old transaction, that block's hash would change, breaking the link to every block after it. That is what makes the history so hard to rewrite.

## Many computers, one history

The chain is stored by a network of computers called **nodes**. Anyone can run one. Each node checks every new block against the rules: are the signatures valid, does the sender actually have the funds, is nobody spending the same coin twice?

Since there is no central authority, the network needs a way to agree on which block comes next. This is called **consensus**. The two main approaches are:

1. **Proof of work**, used by Bitcoin. Miners compete to solve a computational puzzle, and the winner adds the next block. Cheating would require outspending the rest of the network on computing power.
2. **Proof of stake**, used by Ethereum. Validators lock up coins as a deposit and take turns proposing blocks. Cheating means losing part of that deposit.

## What blockchains are good at, and what they are not

Blockchains shine when people who do not trust each other need a shared, tamper-resistant record: digital money, ownership of tokens, or programs that run exactly as written, known as smart contracts.

They also have trade-offs. Keeping thousands of copies in sync makes them **slower and more expensive** than a normal database. Mistakes are hard to undo: a payment sent to the wrong address usually cannot be reversed. And "on the blockchain" does not make information true. A blockchain guarantees that a record has not been changed, not that it was correct in the first place.

## The key idea to remember

A blockchain is a way for strangers to agree on a single history without trusting a middleman. The hashes make tampering obvious, the nodes check the rules, and consensus decides who writes the next page. Everything else in crypto, from wallets to DeFi, is built on top of that simple idea.`,
  },
  {
    slug: 'public-keys-private-keys-and-seed-phrases',
    title: 'Public Keys, Private Keys and Seed Phrases: Who Really Owns Your Crypto',
    seoTitle: 'Public Keys, Private Keys and Seed Phrases',
    excerpt:
      'Owning crypto really means controlling a secret key. Learn how public keys, private keys and seed phrases relate, and how to store your recovery phrase safely.',
    articleType: 'learn',
    authorKey: 'raj-patel',
    tags: ['Beginners', 'Security', 'Wallets'],
    published: true,
    daysAgo: 68,
    image: { hue: 0, motif: 'shield' },
    body: `Here is a fact that surprises many newcomers: your coins are not stored in your wallet app. They are recorded on the blockchain, and what your wallet actually holds is the **secret that lets you move them**. Understanding that secret is the single most important lesson in crypto security.

## The private key: your signature

A **private key** is an enormous random number, so large that guessing someone else's is practically impossible. Whoever knows it can sign transactions that move the coins it controls. The network does not check your name, your password or your device. It only checks the signature.

That is why crypto people repeat the phrase "not your keys, not your coins". If an exchange holds the private key for you, the exchange is the one that can move the funds.

## The public key and your address

From the private key, your wallet mathematically derives a **public key**, and from that, usually by hashing, your **address**. This is the string you share so people can send you funds.

The crucial property is that the maths only works one way:

- Private key to public key to address is easy.
- Address back to private key is, for all practical purposes, impossible.

So sharing your address is safe, much like sharing a bank account number for incoming payments. Sharing your private key is like handing over your signature, your PIN and your ID at the same time.

## The seed phrase: a master backup

Managing raw private keys would be painful, so modern wallets use a **seed phrase**, also called a recovery phrase. It is a list of 12 or 24 ordinary words drawn from a standard list of 2,048 words. From that phrase, the wallet can regenerate every private key and address it has ever created.

This makes backups simple: if your phone breaks, you install a wallet on a new device, type in the phrase and your funds reappear. It also means **anyone who sees your seed phrase can take everything**, from anywhere in the world, without your device.

## How to protect your seed phrase

Follow these rules without exception:

1. **Write it down on paper or stamp it into metal.** Do not store it in photos, notes apps, email or cloud drives.
2. **Never type it into a website** or share it with anyone. No legitimate support team, wallet provider or exchange will ever ask for it.
3. **Keep copies in more than one secure place**, such as a safe at home and another trusted location, to protect against fire or loss.
4. **Check the order and spelling** of each word when you first write it down.
5. **Consider an optional passphrase**, an extra word some wallets support. It adds protection if your phrase is found, but if you forget it, the funds are lost too.

Your address is for sharing, your private key is for signing, and your seed phrase is the master key to all of it. Treat the seed phrase like the deed to your house and the key to your safe combined: write it down, hide it well and never hand it over.`,
  },
  {
    slug: 'how-to-spot-crypto-scams',
    title: 'How to Spot Crypto Scams: Red Flags Every Beginner Should Know',
    excerpt:
      'Crypto transactions are fast and usually irreversible, which makes them a favourite target for scammers. Learn the most common schemes and the warning signs that give them away.',
    articleType: 'learn',
    authorKey: 'maya-chen',
    tags: ['Security', 'Beginners'],
    published: true,
    daysAgo: 75,
    image: { hue: 350, motif: 'shield' },
    body: `Most crypto losses do not come from clever hacks of blockchains themselves. They come from people being persuaded to send funds, reveal a secret or sign something they did not understand. Because crypto payments are usually **irreversible**, there is rarely a bank to call afterwards. The best defence is recognising the script before it is too late.

## The most common scams

Scammers reuse a handful of proven playbooks:

- **Giveaway scams.** A fake celebrity or project account promises to send back double whatever you send. Nobody legitimate does this, ever.
- **Fake support.** You post a question publicly and receive a private message from "support" offering help. They eventually ask for your seed phrase or send you to a site that requests it.
- **Phishing sites and apps.** Lookalike websites, sponsored search results and counterfeit wallet apps copy real brands to capture your login or recovery phrase.
- **Investment and romance scams.** A friendly stranger, often met on social media or a dating app, builds trust over weeks and then introduces a "trading platform" that shows fantastic gains. Withdrawals never work, or require ever-larger "fees".
- **Rug pulls.** A new token launches with heavy hype, then the creators drain the liquidity and disappear.
- **Malicious approvals.** A website asks you to sign a transaction that quietly grants it permission to spend your tokens.
- **Address poisoning.** Scammers send tiny transactions from an address that looks similar to one you use, hoping you copy it from your history later.

## Red flags to watch for

Almost every scam includes at least one of these signals:

1. **Guaranteed or unusually high returns.** Real investments carry risk and never promise fixed daily profits.
2. **Urgency.** "Only 10 minutes left" is designed to stop you thinking.
3. **Requests for your seed phrase or private key.** This is always a scam, with no exceptions.
4. **Unsolicited contact.** Legitimate companies do not cold-message you to offer help or opportunities.
5. **Pressure to move to a new platform or app** you have never heard of.
6. **Withdrawal problems**, especially requests for payment before you can access your own money.

## Habits that keep you safe

Bookmark the real websites of the exchanges and wallets you use, and only access them through those bookmarks. Read what a wallet asks you to sign; if you do not understand it, reject it. Check the full address, not just the first and last characters, before sending. Keep long-term savings in a separate wallet that never connects to new sites. And periodically review and revoke old token approvals.

## If something has gone wrong

Act quickly. Move any remaining funds to a fresh wallet with a new seed phrase, revoke approvals, and report the incident to the platform involved and to your local police or fraud reporting service. Then be on guard for a second wave: **recovery scams** target victims with promises to retrieve lost crypto for an upfront fee. Legitimate investigators do not guarantee results, and anyone who does is simply running the next scam.`,
  },
  {
    slug: 'what-is-a-crypto-wallet-hot-vs-cold-storage',
    title: 'What Is a Crypto Wallet? Hot vs Cold Storage Explained',
    seoTitle: 'Hot vs Cold Crypto Wallets Explained',
    excerpt:
      'A crypto wallet does not hold coins; it holds the keys that control them. Learn the difference between custodial, hot and cold wallets and how to combine them sensibly.',
    articleType: 'learn',
    authorKey: 'tomas-okafor',
    tags: ['Wallets', 'Security', 'Beginners'],
    published: true,
    daysAgo: 83,
    image: { hue: 95, motif: 'shield' },
    body: `The word "wallet" is a little misleading. Your coins never actually leave the blockchain. A crypto wallet is a tool that stores your **private keys**, shows your balances and lets you sign transactions. Choosing a wallet is really choosing where those keys live and who can reach them.

## Custodial and non-custodial wallets

The first question is who holds the keys.

- **Custodial wallets** are accounts at an exchange or app. The company controls the keys and you log in with a password. It is convenient and you can usually recover a forgotten password, but you depend on the company staying solvent, honest and unhacked.
- **Non-custodial wallets** give you the keys, usually as a seed phrase. Nobody can freeze or lose your funds for you, but nobody can recover them if you lose the phrase either.

Both are legitimate choices. Many people start custodial and move to non-custodial as they learn.

## Hot wallets: convenient and connected

A **hot wallet** is any wallet whose keys live on an internet-connected device. Examples include mobile wallet apps, desktop applications and browser extensions.

Hot wallets are ideal for everyday use:

- Quick payments and swaps.
- Connecting to DeFi apps and NFT marketplaces.
- Holding small amounts you actively use.

The downside is exposure. If your phone or computer is infected with malware, or you approve a malicious transaction, an attacker may be able to move your funds.

## Cold wallets: keys kept offline

A **cold wallet** keeps private keys on a device that never exposes them to the internet. The most common form is a **hardware wallet**, a small dedicated device. When you send funds, the transaction is prepared on your computer, signed inside the hardware wallet and sent back already signed. The keys never leave the device.

Cold storage is much harder to attack remotely, which makes it the standard choice for long-term savings. It is less convenient, and the device and its seed phrase need physical protection.

Tips for using a hardware wallet safely:

1. **Buy directly from the manufacturer** or an authorised reseller, never second-hand.
2. **Set it up yourself** and write down the seed phrase it generates. A device that arrives with a pre-filled phrase is a scam.
3. **Verify addresses on the device screen**, not just on your computer, before confirming.
4. **Store the seed phrase separately** from the device itself.

## A sensible setup

Think of it like a wallet and a bank vault. Keep a small, hot "spending" wallet for daily activity and experimenting with apps, and a cold "savings" wallet that rarely connects to anything. Move funds from hot to cold as your balance grows. This simple split limits how much you can lose to any single mistake, which is the whole point of good wallet hygiene.`,
  },
  {
    slug: 'what-is-defi',
    title: 'What Is DeFi? Decentralized Finance for Complete Beginners',
    seoTitle: 'What Is DeFi? A Beginner Guide',
    excerpt:
      'DeFi rebuilds lending, trading and saving as open software running on blockchains. Here is how it works, what you can do with it and the risks you should understand first.',
    articleType: 'learn',
    authorKey: 'elena-varga',
    tags: ['DeFi', 'Beginners', 'Ethereum'],
    published: true,
    daysAgo: 90,
    image: { hue: 280, motif: 'network' },
    body: `Traditional finance runs on intermediaries: banks hold deposits, brokers execute trades and clearing houses settle them. **Decentralized finance**, or DeFi, tries to replace many of those roles with code. Instead of opening an account with a company, you connect a wallet to a program on a blockchain and interact with it directly.

## Smart contracts do the work

The building block of DeFi is the **smart contract**: a program stored on a blockchain such as Ethereum that runs exactly as written when someone sends it a transaction. Once deployed, it is visible to anyone and follows its rules automatically.

Because the contracts are public, DeFi has a few unusual properties:

- **Open access.** Anyone with a wallet and an internet connection can use it, without an application or a credit check.
- **Transparency.** Balances, rules and transactions can be inspected on-chain.
- **Self-custody.** You keep control of your funds until you send them to a contract.
- **Composability.** Protocols can plug into each other like building blocks, which is why DeFi is sometimes called "money legos".

## What you can do with DeFi

The most common activities are:

1. **Trading on decentralized exchanges.** Platforms such as Uniswap let you swap tokens against pools of liquidity instead of matching with another person's order.
2. **Lending and borrowing.** Protocols such as Aave let you deposit tokens to earn interest, or borrow against collateral. Loans are **overcollateralized**: you must deposit more value than you borrow.
3. **Providing liquidity.** You can deposit token pairs into exchange pools and earn a share of trading fees.
4. **Using stablecoins.** Dollar-pegged tokens make it possible to save, lend and pay without exposure to crypto price swings.
5. **Staking.** Some protocols let you stake tokens to help secure a network and earn rewards.

Interest rates in DeFi are usually set by supply and demand. When many people want to borrow a token, its rate rises; when lenders flood in, it falls. That is why yields change constantly.

## The risks you need to understand

DeFi removes some risks, such as a bank freezing your account, but it adds others:

- **Smart contract bugs.** Code can have flaws, and exploits have drained large sums from protocols.
- **Liquidation.** If you borrow and your collateral falls in value, it can be sold automatically, often with a penalty.
- **Oracle and price manipulation.** Protocols rely on price feeds that attackers sometimes try to distort.
- **Admin keys and governance.** Some projects can still be changed by a small team.
- **Your own mistakes.** There is no customer support to reverse a wrong transaction.

## Getting started carefully

Start with small amounts, stick to long-established protocols, and read what each transaction does before you sign it. Ethereum's [DeFi introduction](https://ethereum.org/en/defi/) is a good free primer. Use a yield calculator to understand what a quoted rate would actually earn, and remember that the highest number on the page usually comes with the highest risk.`,
  },
  {
    slug: 'how-gas-fees-work',
    title: 'How Gas Fees Work on Ethereum, and How to Pay Less',
    seoTitle: 'How Gas Fees Work on Ethereum',
    excerpt:
      'Every Ethereum transaction costs gas, paid in ETH. Learn what gas measures, how the base fee and priority fee are set, and practical ways to keep your costs down.',
    articleType: 'learn',
    authorKey: 'raj-patel',
    tags: ['Ethereum', 'Beginners', 'Layer 2'],
    published: true,
    daysAgo: 108,
    image: { hue: 15, motif: 'wave' },
    body: `The first time many people use Ethereum, the fee is the surprise. Sending a token might cost a few cents one day and far more during a busy market. Those fees are called **gas**, and once you understand how they are calculated, they become much easier to manage.

## What gas measures

Every operation on Ethereum, from a simple transfer to a complex DeFi trade, requires computers across the network to do work. **Gas** is the unit that measures that work. A plain ETH transfer always uses 21,000 gas. A token swap might use several times more, because it runs more code.

Your total fee is:

**gas used multiplied by the price per unit of gas**

Gas prices are quoted in **gwei**, a tiny fraction of ETH: one gwei is one billionth of an ETH. For example, a transfer using 21,000 gas at 20 gwei costs 420,000 gwei, which is 0.00042 ETH.

## Base fee and priority fee

Since the London upgrade in 2021, which introduced EIP-1559, the price per unit of gas has two parts:

- **Base fee.** Set automatically by the protocol for each block. If the previous block was more than half full, the base fee rises, by up to 12.5%; if it was less than half full, it falls. The base fee is **burned**, permanently removed from circulation, rather than paid to anyone.
- **Priority fee.** An optional tip that goes to the validator who includes your transaction. A higher tip can get you included faster when the network is congested.

Wallets also let you set a **maximum fee**. You never pay more than this, and if the base fee turns out lower, the difference is refunded. Most wallets fill in sensible values for you.

## Things that catch beginners out

1. **Failed transactions still cost gas.** If a transaction runs out of gas or is rejected by a contract, the work was still done, so the fee is not returned.
2. **Gas is always paid in the network's own token.** You need some ETH to move your other tokens, even stablecoins.
3. **Complex actions cost more.** Approving a token and then swapping it are two separate transactions, each with its own fee.
4. **Fees depend on demand, not the amount sent.** Sending $10 or $10,000 costs the same gas.

## How to pay less

You cannot avoid gas, but you can reduce it:

- **Use Layer 2 networks.** Rollups batch many transactions together and post them to Ethereum, so fees are typically a small fraction of mainnet costs.
- **Pick quieter times.** Demand, and therefore the base fee, tends to drop when fewer people are active.
- **Avoid unnecessary transactions.** Batch your actions and do not compound tiny rewards if the fee eats the gain.
- **Keep an eye on a gas tracker** before sending anything that is not urgent.

Gas is the price of using a shared, global computer. Understanding it turns a confusing surprise into a cost you can plan for.`,
  },
  {
    slug: 'what-apy-means-and-how-compounding-works',
    title: 'What APY Means and How Compounding Works in Crypto',
    seoTitle: 'APY vs APR and Compounding in Crypto',
    excerpt:
      'APR and APY look similar but measure different things. Learn how compounding turns one into the other, how to calculate it yourself, and why big yield numbers deserve a second look.',
    articleType: 'learn',
    authorKey: 'tomas-okafor',
    tags: ['DeFi', 'Beginners', 'Staking'],
    published: true,
    daysAgo: 115,
    image: { hue: 55, motif: 'chart' },
    body: `Browse any lending app, staking page or liquidity pool and you will see yields quoted as **APR** or **APY**. The two acronyms are easy to confuse, and the difference can be larger than you think. Knowing how they relate is the first step to comparing offers honestly.

## APR versus APY

**APR** stands for annual percentage rate. It is the simple yearly rate, without counting any interest earned on previous interest.

**APY** stands for annual percentage yield. It includes the effect of **compounding**: rewards being added to your balance so that they start earning rewards themselves.

If a product pays 10% APR and never compounds, you earn exactly 10% in a year. If the same 10% is paid out in smaller slices and each slice is reinvested, you end up with a little more. That larger figure is the APY.

## How compounding works

The formula to convert APR into APY is:

**APY = (1 + APR / n) to the power of n, minus 1**

Here, n is the number of times the reward compounds per year. For a 10% APR:

- Compounded once a year: 10.00% APY
- Compounded monthly: about 10.47% APY
- Compounded daily: about 10.52% APY

The gap grows with higher rates and longer time periods. That is the real power of compounding: it rewards patience. A handy shortcut is the **rule of 72**: divide 72 by the annual rate to estimate how many years it takes to double your money. At 10% a year, that is roughly 7.2 years.

A yield calculator, like the one on Blockwise, lets you try different rates, deposit amounts and compounding frequencies to see how the numbers change over time.

## Why the number on the screen is not the whole story

Crypto yields come with caveats that savings accounts do not:

1. **Rates are usually variable.** A DeFi APY reflects current conditions and can change every block.
2. **Compounding may not be automatic.** If you must claim and reinvest rewards yourself, each step costs gas. On small balances, fees can wipe out the benefit of frequent compounding.
3. **Rewards may be paid in a different token.** If that token's price falls, your real return can be far lower than quoted, or negative.
4. **The yield may be temporary.** Very high APYs often come from token emissions meant to attract deposits, and they tend to fall as more people join.
5. **Other risks are not included.** Impermanent loss, smart contract bugs and lockup periods never appear in the headline rate.

## A quick checklist

Before chasing a yield, ask:

- Is the figure APR or APY, and how often does it compound?
- What token are the rewards paid in?
- Where does the yield come from: borrowers, trading fees, network issuance or new emissions?
- What would it cost in fees to compound, and to withdraw?

If you cannot answer where the yield comes from, treat the number with suspicion. Sustainable returns have a clear source, and compounding can only grow what is really there.`,
  },
]
