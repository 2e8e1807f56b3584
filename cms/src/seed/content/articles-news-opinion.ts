import type { SeedArticle } from './types'

export const newsOpinionArticles: SeedArticle[] = [
  // ---------------------------------------------------------------- news
  {
    slug: 'the-2024-bitcoin-halving-explained',
    title: 'The 2024 Bitcoin Halving Explained: Smaller Rewards, Same Fixed Supply',
    seoTitle: 'The 2024 Bitcoin Halving Explained',
    excerpt:
      "In April 2024 Bitcoin's block reward fell from 6.25 to 3.125 BTC. Here is what the fourth halving changed for miners, for supply and for everyone watching.",
    articleType: 'news',
    authorKey: 'raj-patel',
    tags: ['Bitcoin', 'Markets', 'Beginners'],
    featured: true,
    published: true,
    daysAgo: 3,
    image: { hue: 35, motif: 'blocks' },
    body: `In April 2024, the Bitcoin network went through its fourth **halving**, an event written into the protocol since the software was first released in 2009. At block 840,000, mined on 20 April 2024 (UTC), the reward paid to miners for each new block dropped from 6.25 BTC to **3.125 BTC**. Nobody voted on it and no company announced it. The change happened automatically, because every node on the network enforces the same rules.

## What a halving actually is

Bitcoin creates new coins through the block subsidy, the amount a miner may pay itself in the first transaction of every block it finds. The protocol cuts that subsidy in half every **210,000 blocks**, which at roughly one block every ten minutes works out to about four years. The schedule so far looks like this:

- 2009: 50 BTC per block
- November 2012: 25 BTC
- July 2016: 12.5 BTC
- May 2020: 6.25 BTC
- April 2024: 3.125 BTC

Because each cut halves the previous amount, the total number of bitcoin that can ever exist converges on just under **21 million**. Roughly 19.7 million had already been issued by the time of the 2024 halving, so most of the supply is already in circulation.

## What it means for miners

Miners earn two things: the subsidy and the transaction fees that users attach. Overnight, the subsidy part of their income halved while their electricity bills did not. Miners running older, less efficient machines or paying expensive power tend to feel this first, and after each halving some switch off, sell out or merge with larger operators.

The network is designed to cope. The **difficulty adjustment**, which recalibrates every 2,016 blocks, makes mining easier if computing power leaves, keeping block times close to ten minutes.

The 2024 halving also coincided with the launch of **Runes**, a new protocol for creating tokens on Bitcoin. Demand to be included in the first blocks after the halving pushed fees to unusually high levels for a short time. It was a useful reminder that fees, not subsidies, are meant to pay for Bitcoin's security in the long run.

## What it means for everyone else

Halvings are often discussed as price events, and past cycles have seen big rallies in the months that followed. But past patterns are not guarantees, and the schedule is public years in advance, so markets can anticipate it. The more durable lesson is about **predictability**: anyone can calculate Bitcoin's issuance decades ahead, something no central bank offers.

For beginners, the practical takeaways are:

1. New bitcoin supply now grows by less than 1% a year.
2. Miner economics change overnight, which can shift where and how mining happens.
3. The next halving is expected around 2028, at block 1,050,000, cutting the reward to 1.5625 BTC.

If you want to go back to the source, the original white paper is available at [bitcoin.org](https://bitcoin.org).`,
  },
  {
    slug: 'spot-bitcoin-etfs-arrive-in-the-us-what-the-sec-approval-means',
    title: 'Spot Bitcoin ETFs Arrive in the US: What the SEC Approval Means',
    seoTitle: 'US Spot Bitcoin ETFs Explained',
    excerpt:
      'In January 2024 the SEC approved the first US spot bitcoin ETFs after a decade of rejections. We explain how they work and the trade-offs compared with holding bitcoin yourself.',
    articleType: 'news',
    authorKey: 'tomas-okafor',
    tags: ['Bitcoin', 'Regulation', 'Markets'],
    featured: true,
    published: true,
    daysAgo: 6,
    image: { hue: 210, motif: 'chart' },
    body: `On 10 January 2024, the US Securities and Exchange Commission (SEC) approved the listing of **spot bitcoin exchange-traded funds**, ending more than a decade of rejected applications. Eleven products received the green light, and most of them began trading the following day. Issuers included some of the largest asset managers in the world, such as BlackRock and Fidelity, while Grayscale converted its long-running Bitcoin Trust into an ETF.

## Why approval took so long

The first application for a bitcoin ETF was filed in 2013. For years the SEC turned proposals down, arguing that the markets where <coin id="bitcoin" symbol="BTC" name="Bitcoin">bitcoin</coin> traded were vulnerable to fraud and manipulation. In October 2021 it allowed ETFs holding bitcoin **futures**, contracts traded on the regulated Chicago Mercantile Exchange, but it kept rejecting funds that would hold the coins themselves.

The turning point came in August 2023. A federal appeals court ruled in Grayscale's favour, finding that the SEC had not adequately explained why it treated spot products differently from the futures-based funds it had already approved. Issuers then revised their filings, added surveillance-sharing arrangements, and the regulator approved the batch together.

SEC Chair Gary Gensler stressed at the time that the approval was not an endorsement of bitcoin, and he repeated his warnings about the risks of crypto assets.

## How a spot bitcoin ETF works

A spot ETF is a fund whose shares trade on a regular stock exchange and which holds real bitcoin on behalf of its shareholders. In practice:

- The fund's bitcoin is held by a specialised **custodian**, mostly in cold storage.
- Investors buy and sell shares through an ordinary brokerage account during market hours.
- Large firms called authorised participants create and redeem shares, which helps keep the share price close to the value of the bitcoin held.
- Shareholders pay an annual **management fee**, taken from the fund's assets.

## What it means

The most immediate effect is access. People who would never open an account at a crypto exchange, along with pension funds, financial advisers and other institutions, can now gain bitcoin exposure inside the accounts they already use. The funds attracted large inflows in their first year, and some ranked among the most successful ETF launches on record.

<coin id="ethereum" symbol="ETH" name="Ethereum">Ether</coin> followed. The SEC approved exchange rule changes for spot ether ETFs in May 2024, and those funds started trading in July 2024.

There are trade-offs to understand before choosing an ETF over holding coins directly:

1. You own shares in a fund, **not bitcoin itself**, so you cannot send it, spend it or move it to your own wallet.
2. You rely on the fund, its custodian and your broker, which is exactly the kind of trust Bitcoin was designed to reduce.
3. You can only trade when the stock market is open, while <coin id="bitcoin" symbol="BTC" name="Bitcoin">bitcoin</coin> trades around the clock.
4. Fees are low by historical standards but still compound over time.

For many investors, an ETF is a convenient, regulated wrapper. For others, owning the asset directly is the whole point. Both choices are easier to make once you know what you are actually buying.`,
  },
  {
    slug: 'ethereums-dencun-upgrade-how-blobs-made-layer-2-cheaper',
    title: "Ethereum's Dencun Upgrade: How Blobs Made Layer 2 Cheaper",
    excerpt:
      "Ethereum's Dencun upgrade in March 2024 introduced blobs, a cheaper home for rollup data. Here is how proto-danksharding works and why layer 2 fees fell so sharply.",
    articleType: 'news',
    authorKey: 'maya-chen',
    tags: ['Ethereum', 'Layer 2'],
    published: true,
    daysAgo: 11,
    image: { hue: 265, motif: 'blocks' },
    body: `On 13 March 2024, <coin id="ethereum" symbol="ETH" name="Ethereum">Ethereum</coin> activated **Dencun**, an upgrade whose name blends its two halves: Deneb, on the consensus layer, and Cancun, on the execution layer. It contained several changes, but one stood out. **EIP-4844**, better known as proto-danksharding, introduced a new kind of data called blobs, and it changed the economics of Ethereum's layer 2 networks almost overnight.

## The problem blobs solve

Rollups such as Arbitrum, Optimism, Base and zkSync process transactions away from Ethereum's main chain, then post compressed transaction data back to it. Publishing that data is what lets anyone check a rollup's work and rebuild its state, and it is a big part of why rollups inherit Ethereum's security.

Before Dencun, rollups had to post that data as **calldata**, the same space used by ordinary transactions. Calldata is kept by nodes indefinitely and competes with everyone else for block space, so data costs made up most of what rollup users paid in fees.

## What Dencun changed

Blobs are a cheaper, temporary home for rollup data. The key features are:

- Each blob holds about **128 KB** of data, and blocks launched with a target of three blobs and a maximum of six.
- Blobs have their own **fee market**, with a base fee that rises and falls with demand, separate from regular gas.
- Blob data is kept by consensus nodes for roughly **18 days** and then pruned, which is long enough for anyone to verify or challenge what a rollup has posted.
- Cryptographic commitments, set up through a public ceremony that drew well over 100,000 contributions, let the chain reference blob contents without executing them.

The effect was immediate. Fees on many popular rollups dropped sharply, often to a cent or less for simple transfers, because blob space was initially far from full.

Dencun also shipped smaller improvements for developers, including **transient storage** (EIP-1153) for cheaper temporary data inside a transaction, and a restriction on the old SELFDESTRUCT opcode (EIP-6780) that simplifies future upgrades.

## What it means

For users, the headline is cheaper layer 2 transactions. For Ethereum as a whole, Dencun marks a clear strategic choice: the main chain becomes a secure settlement and data layer, while most everyday activity happens on rollups.

It also raised fair questions. Cheap blob space means rollups pay Ethereum relatively little, which sparked debate about how value flows between the layers. And blobs were only the first step. Later upgrades have continued down the same path: Pectra raised the blob target in 2025, and a technique called **PeerDAS** is designed to let nodes confirm that blob data is available by sampling pieces of it rather than downloading everything.

If you want to explore the roadmap in more depth, [ethereum.org](https://ethereum.org) maintains readable explainers on danksharding and rollups.`,
  },
  {
    slug: 'ethereums-pectra-upgrade-smarter-wallets-and-bigger-validators',
    title: "Ethereum's Pectra Upgrade: Smarter Wallets and Bigger Validators",
    seoTitle: "Ethereum's Pectra Upgrade Explained",
    excerpt:
      'Pectra went live on Ethereum in May 2025. We break down account abstraction with EIP-7702, the new 2,048 ETH validator limit and the extra blob capacity for rollups.',
    articleType: 'news',
    authorKey: 'maya-chen',
    tags: ['Ethereum', 'Staking', 'Wallets'],
    published: true,
    daysAgo: 2,
    image: { hue: 285, motif: 'network' },
    body: `On 7 May 2025, Ethereum activated **Pectra**, one of the most extensive upgrades since the network moved to proof of stake. The name combines Prague, the execution-layer upgrade, with Electra, the consensus-layer one. Pectra bundled eleven Ethereum Improvement Proposals (EIPs), but three areas matter most for everyday users and stakers: wallets, validators and blobs.

## Smarter wallets with EIP-7702

Most people use Ethereum through **externally owned accounts**, the classic address controlled by a single private key. These accounts are simple but limited: every action needs its own transaction, and you must hold ETH to pay gas.

EIP-7702 lets such an account delegate to smart contract code, so it can behave like a smart account while keeping the same address. That opens the door to:

- **Batching**, such as approving and swapping a token in a single step.
- **Gas sponsorship**, where an app or another party pays fees on your behalf.
- Alternative ways to authorise actions, such as passkeys or spending limits.

There is a security flip side. Delegating your account to malicious code can be as damaging as handing over your keys, so wallets need to display these authorisations clearly, and users should treat an unexpected delegation request as a red flag.

## Bigger, simpler validators

Before Pectra, every validator had a maximum effective balance of 32 ETH. Large staking operators had to run many thousands of separate validators, and rewards above 32 ETH did not compound.

**EIP-7251** raised the maximum effective balance to **2,048 ETH**. Operators can consolidate validators, reducing the load on the network, and stakers who opt in can have rewards compound automatically. The minimum needed to activate a validator stays at 32 ETH.

Two further changes improve staking operations:

1. **EIP-7002** lets withdrawal credentials trigger a validator exit from the execution layer, so stakers who delegate node operation to someone else depend less on that operator.
2. **EIP-6110** moves deposit processing on-chain, cutting the wait before a new deposit is recognised from roughly half a day to minutes.

## More room for layer 2

**EIP-7691** doubled the blob target per block from three to six and raised the maximum from six to nine. Blobs, introduced in the Dencun upgrade of 2024, are where rollups post their data, so more blob capacity helps keep layer 2 fees low as usage grows.

## What it means

Pectra did not change how Ethereum reaches consensus or its monetary policy. Instead, it smoothed rough edges that had built up for years. The road to mainnet was not entirely smooth either: problems on the Holesky and Sepolia test networks in early 2025 led developers to launch a fresh testnet, Hoodi, before confirming the mainnet date.

For users, the most visible change will be wallets that feel more like modern apps. For stakers, it is flexibility. For the wider network, it is another step in scaling through rollups while keeping the base layer secure.`,
  },
  {
    slug: 'mica-now-applies-in-full-what-europes-crypto-rulebook-changes',
    title: "MiCA Now Applies in Full: What Europe's Crypto Rulebook Changes",
    seoTitle: 'MiCA Explained: EU Crypto Rules',
    excerpt:
      "The EU's Markets in Crypto-Assets Regulation has applied in full since 30 December 2024. Here is what it requires of exchanges and stablecoin issuers, and what it means for users.",
    articleType: 'news',
    authorKey: 'tomas-okafor',
    tags: ['Regulation', 'Stablecoins'],
    published: true,
    daysAgo: 8,
    image: { hue: 225, motif: 'network' },
    body: `On **30 December 2024**, the European Union's Markets in Crypto-Assets Regulation, known as **MiCA**, began to apply in full. It is the first comprehensive rulebook for crypto assets adopted by a major economic bloc, and it replaces a patchwork of national regimes with a single set of rules across all 27 member states.

## A rollout in two stages

MiCA was formally adopted in 2023 but took effect in phases:

- From **30 June 2024**, the rules for stablecoins applied. MiCA calls them e-money tokens, which reference a single official currency such as the euro, and asset-referenced tokens, which reference other assets or a basket of them.
- From **30 December 2024**, the remaining rules applied, most importantly the licensing regime for crypto-asset service providers, or CASPs. That covers exchanges, brokers, custodians and similar businesses.

On the same date, updated EU rules on transfers of funds began applying to crypto, requiring providers to collect and pass on information about the sender and recipient of transfers. This is often called the **travel rule**.

## What changes for companies

A crypto business serving EU customers now needs authorisation from a national regulator. Once authorised in one country, it can **passport** that licence and serve customers across the whole EU, a strong incentive for firms to choose a home market and commit to it.

Authorised providers must meet requirements on governance, capital, complaint handling, conflicts of interest and the safekeeping of client assets, including keeping customers' crypto segregated from the firm's own. Projects that offer tokens to the public must publish a **white paper** with standard disclosures and take responsibility for its contents.

Stablecoin issuers face the strictest rules. They must be authorised, hold reserves, and let holders redeem at par, and they may not pay interest to holders. After these rules took effect, several exchanges restricted trading in stablecoins that lacked authorisation for their EU customers.

Member states could also let firms already operating under national rules continue during a **transitional period** of up to 18 months, ending no later than 1 July 2026. Many countries chose shorter windows.

## What it means for users

For people in Europe, MiCA should mean clearer information and firms that answer to a regulator. It does not remove market risk: a licensed exchange can still list a token that falls 90%.

A few things sit outside MiCA's scope, at least for now:

1. Services provided in a **fully decentralised** way, without an identifiable intermediary.
2. Most NFTs that are genuinely unique and not fungible with other assets.
3. Crypto assets that already count as financial instruments, which fall under existing securities law.

Critics say the compliance costs favour large firms, while supporters argue that clear rules were overdue after the failures of 2022. Either way, MiCA has become a reference point that many other jurisdictions are studying closely.`,
    notes: [
      {
        kind: 'correction',
        text: 'An earlier version of this article said stablecoin issuers may pay interest to holders. MiCA forbids it; the article has been corrected.',
      },
      {
        kind: 'update',
        text: 'The last transitional periods ended on 1 July 2026: a provider without a MiCA licence may no longer serve customers anywhere in the EU.',
      },
    ],
  },
  {
    slug: 'stablecoins-grow-up-why-digital-dollars-became-cryptos-backbone',
    title: "Stablecoins Grow Up: Why Digital Dollars Became Crypto's Backbone",
    excerpt:
      'Stablecoin supply passed $200 billion in early 2025, and new rules in Europe and the US followed. We explain how stablecoins work, why demand keeps growing and which risks remain.',
    articleType: 'news',
    authorKey: 'raj-patel',
    tags: ['Stablecoins', 'Regulation', 'Markets'],
    published: true,
    daysAgo: 14,
    image: { hue: 150, motif: 'coins' },
    body: `Few corners of crypto have grown as steadily as **stablecoins**, tokens designed to hold a fixed value, usually one US dollar. The combined supply of stablecoins passed **$200 billion** in early 2025, and regulation in Europe and the United States has given the sector firmer legal footing than it has ever had.

## What a stablecoin is

A stablecoin is a token on a blockchain that aims to stay worth a fixed amount. The main designs are:

- **Fiat-backed** coins, such as Tether's USDT and Circle's USDC, backed by reserves of cash, short-term government debt and similar assets held by the issuer.
- **Crypto-collateralised** coins, such as DAI, backed mainly by crypto assets locked in smart contracts, usually worth more than the stablecoins issued.
- **Algorithmic** designs, which try to hold their peg through incentives rather than full reserves.

The last category has a poor record. TerraUSD, the best-known algorithmic stablecoin, collapsed in May 2022 and wiped out tens of billions of dollars in value.

## Why demand keeps growing

Stablecoins began as a convenience for traders, a way to park money between trades without leaving crypto. They now do much more:

1. They are the main **unit of account** on exchanges and in DeFi, where they serve as collateral and trading pairs.
2. They move value across borders within minutes, at any hour, often for a fraction of the cost of a bank transfer.
3. In countries with high inflation or capital controls, they give people a practical way to hold dollars.
4. Businesses increasingly use them for payments and treasury management.

Most of the supply sits on a handful of networks, with Ethereum and Tron hosting the largest shares.

## The rules arrive

The EU's **MiCA** regulation applied its stablecoin rules from 30 June 2024, requiring issuers to be authorised, hold reserves and redeem at par. In the United States, the **GENIUS Act**, signed into law in July 2025, created the first federal framework for payment stablecoins. It requires issuers to back their tokens one-to-one with high-quality liquid assets such as cash and short-term Treasury bills, and to publish the composition of their reserves every month.

Circle, the issuer of USDC, also became a publicly listed company in June 2025, a sign of how far the business has moved into the mainstream.

## The risks that remain

Stable does not mean risk-free. In March 2023, USDC briefly traded well below one dollar after Circle disclosed that part of its reserves sat at Silicon Valley Bank, which had just failed. The peg recovered once it became clear the deposits were safe, but the episode showed that a stablecoin is only as good as its reserves and its access to them.

Holders also depend on the issuer honouring redemptions, and centralised issuers can freeze tokens at specific addresses. Those are reasonable trade-offs for many uses, but they are worth understanding before treating a stablecoin like cash in the bank.`,
  },
  {
    slug: 'after-ftx-where-the-collapse-left-customers-and-the-industry',
    title: 'After FTX: Where the Collapse Left Customers and the Industry',
    excerpt:
      "FTX's failure in November 2022 led to a fraud conviction, a long bankruptcy and repayments that began in 2025. Here is what happened and the custody lessons that still apply.",
    articleType: 'news',
    authorKey: 'elena-varga',
    tags: ['Security', 'Regulation', 'Markets'],
    published: true,
    daysAgo: 19,
    image: { hue: 5, motif: 'wave' },
    body: `In November 2022, **FTX**, then one of the world's largest crypto exchanges, collapsed in a matter of days. What followed was one of the biggest fraud cases in financial history, a long bankruptcy, and a lasting change in how the industry talks about custody and transparency.

## What happened

The collapse began with questions about the balance sheet of Alameda Research, a trading firm also founded by FTX's chief executive, Sam Bankman-Fried. When it emerged that Alameda held large amounts of FTX's own token, FTT, and a rival exchange announced it would sell its FTT holdings, customers rushed to withdraw. FTX could not pay them. On **11 November 2022**, FTX and more than a hundred affiliated companies filed for bankruptcy in the United States.

It soon became clear why the money was missing. Customer deposits had been moved to Alameda and used for trading, venture investments, property and political donations. Record-keeping was so poor that the new chief executive, John J. Ray III, a veteran of the Enron bankruptcy, described it as a complete failure of corporate controls.

## The legal aftermath

Bankman-Fried was convicted in **November 2023** on all seven counts he faced, including wire fraud and conspiracy, and in March 2024 he was sentenced to **25 years** in prison. Several former senior colleagues pleaded guilty and testified against him, including Caroline Ellison, the former head of Alameda, who received a two-year sentence.

Meanwhile, the bankruptcy team worked to recover assets, selling investments and pursuing claims against people and firms that had received company money. A repayment plan was confirmed by the court in October 2024 and took effect in January 2025, with the first distributions to creditors following in early 2025.

Under the plan, most creditors were expected to receive back more than 100% of their allowed claims. But claims were valued in US dollars at prices from the time of the bankruptcy, when crypto markets were depressed. Customers who had held bitcoin or ether on the exchange therefore received far less than those coins were later worth, a point many creditors contested.

## Lessons that still apply

FTX was not the first custodial failure in crypto, but it sharpened a few lessons:

- **Custody is a trust relationship.** An exchange balance is a promise, not coins you control.
- **Segregation matters.** Customer assets should be kept apart from a company's own funds, a rule now written into frameworks such as the EU's MiCA.
- **Proof of reserves is a start, not a guarantee.** Showing assets without also showing liabilities proves little.
- **Concentrated power is a red flag.** Weak boards, related-party trading and opaque in-house tokens deserve scrutiny.

The collapse pushed many users toward self-custody and pushed regulators to move faster. Both trends are still shaping the industry.`,
  },
  // ------------------------------------------------------------- opinion
  {
    slug: 'not-your-keys-not-your-coins-why-self-custody-still-matters',
    title: 'Not Your Keys, Not Your Coins: Why Self-Custody Still Matters',
    seoTitle: 'Why Self-Custody Still Matters',
    excerpt:
      'Exchanges fail, and when they do, customers become creditors. Elena Varga argues that every long-term holder should learn to hold at least some crypto themselves, starting small.',
    articleType: 'opinion',
    authorKey: 'elena-varga',
    tags: ['Wallets', 'Security', 'Beginners'],
    featured: true,
    published: true,
    daysAgo: 5,
    image: { hue: 190, motif: 'shield' },
    body: `Every crypto cycle brings a new generation of users, and every cycle seems to teach the same lesson the hard way. In 2014 it was Mt. Gox. In 2022 it was Celsius, Voyager and FTX, which froze customer withdrawals within months of each other. My view is simple: if you hold crypto for the long term, **you should learn to hold at least some of it yourself**.

## What custody really means

When you keep coins on an exchange, you do not own coins in any direct sense. You own a claim against a company, which records a balance in its database. As long as the company is solvent, honest and well run, that claim is as good as the coins. When any of those three conditions fails, you become an unsecured creditor waiting on a bankruptcy court.

Self-custody flips that relationship. You hold the **private keys**, usually through a wallet protected by a recovery phrase, and nobody can freeze, lend out or lose your funds except you. That last part matters, and I will come back to it.

## The honest counterargument

Self-custody is not risk-free. People lose recovery phrases, throw away old laptops and install fake wallet apps. For a complete beginner holding a small amount, a reputable, regulated exchange may genuinely be safer in the short term than a wallet they do not yet understand.

I take that seriously. But the answer is not to avoid self-custody forever. It is to **learn it gradually**, while the stakes are low, so you are ready before the stakes are high.

## A sensible way to start

Here is the approach I recommend to friends:

1. **Start small.** Move an amount you would not mind losing into a reputable wallet and practise sending it back and forth.
2. **Write the recovery phrase on paper**, or stamp it into metal, and store it somewhere safe. Never photograph it, type it into a website or keep it in cloud notes.
3. **Test your backup** by restoring the wallet on a second device before you move significant funds.
4. **Consider a hardware wallet** once your holdings would genuinely hurt to lose. It keeps keys off your internet-connected computer.
5. **Keep trading money and savings apart.** Funds you actively trade can stay on an exchange; long-term holdings belong under your control.
6. **Plan for your family.** Think about how someone you trust could recover your funds if something happened to you, without giving them access today.

## Responsibility is the point

Bitcoin was created to let people hold and transfer value without relying on a trusted middleman. Handing your coins straight back to a middleman is a legitimate choice, but it should be a conscious one rather than a default. Learning to hold your own keys takes an afternoon of practice and a bit of discipline. Compared with the alternative, that is a bargain.

*This is an opinion piece, not financial advice. Make your own decisions based on your circumstances.*`,
  },
  {
    slug: 'why-beginners-should-stay-away-from-leverage',
    title: 'Why Beginners Should Stay Away From Leverage',
    seoTitle: 'Why Beginners Should Avoid Crypto Leverage',
    excerpt:
      'Leverage turns ordinary crypto volatility into account-ending losses. Raj Patel explains liquidations, funding costs and the psychology of borrowed money, and suggests calmer alternatives.',
    articleType: 'opinion',
    authorKey: 'raj-patel',
    tags: ['Markets', 'Beginners'],
    published: true,
    daysAgo: 9,
    image: { hue: 15, motif: 'chart' },
    body: `I have watched markets for a long time, and I have rarely seen a faster way for newcomers to lose money than leveraged crypto trading. Many platforms let you open positions at 10x, 50x or even 100x with a few taps. My firm opinion: **if you are new to crypto, leave leverage alone.**

## How leverage works, and how it fails

Leverage means trading with borrowed money. With 10x leverage, a $100 deposit controls a $1,000 position. If the price rises 5%, you make $50, a 50% return on your money. That is the part the adverts show.

The other side is harsher. If the price falls 10%, your $100 is gone. In practice you lose it sooner, because the platform **liquidates** your position before your margin reaches zero, closing it automatically and often charging a fee. At 50x, a move of less than 2% against you can wipe you out.

Now remember how volatile crypto is. Daily moves of 5% or more in major coins are not unusual, and smaller tokens can swing far more within hours. Leverage takes ordinary volatility and turns it into a fatal event for your account.

## The hidden costs

Even when you call the direction correctly, leverage has costs that quietly work against you:

- **Funding rates.** Perpetual futures, the most popular leveraged product, charge or pay a periodic fee between long and short traders. When everyone is bullish, holding a long position can cost a meaningful amount over weeks.
- **Trading fees.** Fees are charged on the full position size, not on your deposit, so at 10x they are ten times larger.
- **Liquidation cascades.** When prices fall quickly, forced sales trigger more forced sales, pushing the price through your level before you can react.
- **Timing risk.** You can be right about the destination and still be liquidated on the way there.

## The psychology problem

The biggest danger is not the maths but the mind. A quick leveraged win feels like skill and encourages bigger bets. A loss invites revenge trading to win it back. Recovering is also harder than it looks: after a 50% loss, you need a 100% gain just to break even.

Professionals who use leverage usually do so with strict position sizes, hedges and risk limits, and plenty of them still get it wrong.

## What to do instead

If you want exposure to crypto, there are calmer ways to get it:

1. Buy on the spot market, with money you can afford to hold through a deep fall.
2. Consider **regular, fixed purchases** rather than trying to time entries.
3. Spend your first year learning how markets behave before adding complexity.
4. If you still want to try derivatives later, start with tiny sizes and low leverage, and treat the money as tuition.

The market will still be there next year. Make sure your account is too.

*This is an opinion piece, not financial advice. Consider your own circumstances, and seek professional advice if you need it.*`,
  },
  {
    slug: 'crypto-scams-follow-a-script-learn-it-once-and-stay-safe',
    title: 'Crypto Scams Follow a Script. Learn It Once and Stay Safe',
    excerpt:
      'Fake support agents, romance-investment schemes and wallet drainers all rely on the same few tricks. Elena Varga argues that recognising the script beats any security gadget.',
    articleType: 'opinion',
    authorKey: 'elena-varga',
    tags: ['Security', 'Beginners', 'Wallets'],
    published: true,
    daysAgo: 12,
    image: { hue: 340, motif: 'shield' },
    body: `After years of studying crypto fraud, I have reached a slightly reassuring conclusion: scammers are not very creative. The technology changes, but the script barely does. My argument is that **learning that script is the most valuable security skill a beginner can build**, more valuable than any app or gadget.

## The scams you will actually meet

Most crypto fraud falls into a few familiar patterns:

- **Fake support.** You post a question online and a helpful "support agent" messages you privately, then asks for your recovery phrase or sends you to a "validation" website.
- **Investment and romance schemes.** A friendly stranger, often met on a dating app or through a wrong-number text, slowly builds trust and then introduces a trading platform with impressive returns. The platform is fake, and withdrawals never work. These are often called pig-butchering scams.
- **Giveaways.** A video or post featuring a famous figure promises to double any crypto you send. Deepfake video has made these more convincing.
- **Phishing sites and apps.** A sponsored search result or lookalike domain imitates a real exchange or wallet to capture your login or recovery phrase.
- **Malicious signatures.** A website asks your wallet to approve a transaction that quietly grants it permission to move your tokens.
- **Address poisoning.** Scammers send tiny transactions from an address that looks like one you use, hoping you copy it from your history next time.

The FBI's Internet Crime Complaint Center has repeatedly reported investment fraud, much of it involving crypto, as the costliest category of crime in the complaints it receives. These are not rare events.

## The common thread

Read that list again and notice what nearly every scam needs from you: **urgency, secrecy and your keys**. Somebody wants you to act quickly, keep it to yourself, and hand over either your recovery phrase or a signature.

That gives you a short set of rules that defeats almost all of them:

1. **Nobody legitimate will ever ask for your recovery phrase.** Not support staff, not an exchange, not a wallet developer.
2. **Guaranteed returns do not exist.** Anyone promising them is lying or mistaken.
3. **Slow down.** Real opportunities survive a 24-hour pause. Scams rarely do.
4. **Go to sites directly**, using bookmarks, never via links in messages or adverts.
5. **Read what you sign**, and reject any approval you do not understand.
6. **Check the full address** before sending, not just the first and last few characters.

## Why this matters more than tools

Security tools help, and I use them. But no tool can stop you from willingly typing your recovery phrase into a fake form. Only recognition can. Once you have seen the script, the next scam stops looking like an opportunity and starts looking like a rerun.

If you are scammed, report it to your local police and national fraud agency, and be wary of "recovery services" that promise to get your money back for a fee. They are often the second act of the same scam.

*This is an opinion piece and general education, not financial or legal advice.*`,
  },
  {
    slug: 'think-in-years-not-candles-the-case-for-patience-in-crypto',
    title: 'Think in Years, Not Candles: The Case for Patience in Crypto',
    excerpt:
      'Crypto apps push you to react to every price move. Maya Chen argues that thinking in years, sizing positions sensibly and checking less often is a genuine edge.',
    articleType: 'opinion',
    authorKey: 'maya-chen',
    tags: ['Markets', 'Beginners', 'Bitcoin'],
    published: true,
    daysAgo: 17,
    image: { hue: 95, motif: 'wave' },
    body: `Open any crypto app and you will find charts that update every second, notifications about sudden moves and a feed full of confident predictions. It all pushes you toward one way of thinking: the next hour matters. I think that is backwards. For most people, **the most useful habit in crypto is to think in years**.

## Short-term moves are mostly noise

Crypto prices react to headlines, liquidations, rumours and the mood of a few large traders. Some of that movement carries information, but much of it does not, and even professional traders struggle to tell which is which in real time.

When you check prices constantly, every swing feels like a decision point. That creates stress and leads to the two classic mistakes: buying after big rallies because you fear missing out, and selling after sharp drops because you fear losing everything.

## Volatility is the price of admission

Anyone holding crypto for the long run needs to accept that deep falls are normal, not exceptional. Bitcoin, the most established crypto asset, lost roughly three quarters of its value between its late-2021 peak and its low in late 2022, and it had been through similar drawdowns before. Many smaller tokens have fallen further and never recovered.

That is why long-term thinking is not just about patience. It is about **position size**. If a 70% drop would force you to sell, or keep you awake at night, you hold too much.

## A simple long-term framework

Here is the approach I find most sensible:

1. **Understand what you own.** Be able to explain in a few sentences why it might still matter in ten years. If you cannot, that is a signal.
2. **Invest only money you will not need soon.** Emergency savings and next year's rent do not belong in a volatile asset.
3. **Buy gradually.** Regular, fixed purchases, often called dollar-cost averaging, reduce the pressure to time the market.
4. **Check less often.** Reviewing your holdings monthly or quarterly is enough for a long-term plan.
5. **Write down your plan** while you are calm, including what would make you change your mind.

## Patience is not blind faith

Thinking long term does not mean ignoring evidence. Projects fail, teams disappear and some tokens were never built to last. Revisiting your reasons from time to time is healthy. What matters is that you change course because the facts changed, not because the price moved.

There is also no guarantee that the future will resemble the past. Long horizons do not make risky assets safe. They simply give sound ideas time to play out and protect you from the costly mistakes that short-term thinking invites.

In a market that never closes, choosing not to react to every move is a genuine advantage. It costs nothing, and it might be the best decision you make.

*This is an opinion piece, not financial advice. Your circumstances and tolerance for risk are your own.*`,
  },
  {
    slug: 'clear-rules-are-good-for-crypto-even-when-they-sting',
    title: 'Clear Rules Are Good for Crypto, Even When They Sting',
    excerpt:
      'The failures of 2022 were failures of companies, not blockchains. Tomas Okafor argues that well-designed rules for intermediaries protect users, as long as they leave self-custody and open code alone.',
    articleType: 'opinion',
    authorKey: 'tomas-okafor',
    tags: ['Regulation', 'Stablecoins'],
    published: false,
    daysAgo: 1,
    image: { hue: 45, motif: 'blocks' },
    body: `Many people came to crypto because they distrusted the traditional financial system, so it is no surprise that regulation is often treated as the enemy. I understand that instinct, and I spent years in banking compliance watching rules go wrong. Still, my view is that **clear, well-designed rules are good for crypto**, and the industry should want them rather than resist them.

## The cost of having no rules

The collapses of 2022 were not failures of blockchains. Bitcoin and Ethereum kept producing blocks throughout. What failed were centralised companies: lenders that made reckless loans with customer deposits, and an exchange that moved customer funds to its sister trading firm. Basic requirements such as keeping customer assets separate, holding adequate capital and publishing audited accounts would have limited the damage.

Ordinary people paid for that absence of rules. Many of them were new to crypto and will never come back.

## What good regulation looks like

Rules are not automatically good. The best frameworks, in my view, share a few features:

- **They target intermediaries, not code.** Exchanges, custodians and stablecoin issuers hold other people's money and should be supervised. Open-source software and personal wallets should not be treated the same way.
- **They are clear in advance.** Firms should know what is required before launching a product, rather than learning through enforcement actions years later.
- **They protect self-custody.** People must remain free to hold their own keys.
- **They are proportionate.** Requirements should scale with size and risk so that small teams can still build.

The EU's MiCA regulation, which applied in full from 30 December 2024, is far from perfect, but it gets several of these right. It created one licence that works across the bloc, set reserve and redemption rules for stablecoins, and required firms to keep client assets segregated. The US GENIUS Act, signed into law in July 2025, took a similar approach to stablecoin reserves.

## The legitimate worries

The critics have a point. Compliance is expensive, which favours large incumbents and can push innovation elsewhere. Poorly drafted rules can catch software developers who never touch customer funds. Surveillance requirements can go too far and erode privacy that ordinary people reasonably expect.

These are reasons to **engage with regulation**, not to reject it. The industry gets better rules when builders, users and researchers explain how the technology actually works, rather than leaving the field to lobbyists and enforcement lawyers.

## Why it matters for users

For ordinary users, good rules offer something simple: a reasonable expectation that the company holding your money will still have it tomorrow. That does not replace personal responsibility or self-custody, and it will not stop prices from falling. But it raises the floor, and a higher floor is what a maturing industry needs.

*This is an opinion piece and reflects the author's own view. It is not financial or legal advice.*`,
  },
  {
    slug: 'staking-is-not-a-savings-account-so-stop-treating-it-like-one',
    title: 'Staking Is Not a Savings Account, So Stop Treating It Like One',
    excerpt:
      'Staking yields are often marketed like bank interest. Maya Chen argues that dilution, lock-ups, slashing and counterparty risk deserve the same prominence as the headline percentage.',
    articleType: 'opinion',
    authorKey: 'maya-chen',
    tags: ['Staking', 'DeFi', 'Ethereum'],
    published: true,
    daysAgo: 23,
    image: { hue: 120, motif: 'coins' },
    body: `Staking is often marketed with a single number: an annual percentage yield. Put your tokens here and earn 4%, or 12%, or more. The presentation looks a lot like a bank savings account. I think that comparison does real harm, because **staking rewards come with risks that a savings account does not have**, and beginners deserve to hear about them before they commit.

## Where the yield comes from

In a proof-of-stake network such as Ethereum, validators lock up tokens as collateral and are rewarded for proposing and attesting to blocks. Those rewards come from two sources: **newly issued tokens** and a share of **transaction fees**.

The first source matters more than people realise. When a network issues new tokens to stakers, everyone who does not stake is diluted. Part of your staking reward is simply compensation for that dilution, not new wealth. A headline yield of 10% on a token whose supply grows by 8% a year is a much smaller real gain than it looks, even before considering price.

## The risks behind the number

Here is what I wish every staking page listed as prominently as the yield:

- **Price risk.** Rewards are paid in the token you staked. If its price falls 40%, a 5% yield does not save you.
- **Lock-ups and queues.** Many networks make you wait to withdraw. On Ethereum, exits pass through a queue that can stretch during busy periods.
- **Slashing.** Validators that misbehave or are badly run can lose part of their stake.
- **Smart contract risk.** Liquid staking and restaking protocols add layers of code, and each layer can fail.
- **Liquid staking discounts.** Tokens that represent staked assets can trade below their underlying value in stressed markets, as stETH did in 2022.
- **Counterparty risk.** When a platform stakes on your behalf, you trust it with your coins. Some crypto lenders advertised yield products before freezing withdrawals and entering bankruptcy in 2022.

## Questions to ask before you stake

1. Who controls the keys to my tokens while they are staked?
2. Where exactly does the yield come from, and what is the network's issuance rate?
3. How long does it take to get my tokens back, and what happens if everyone wants out at once?
4. What fees does the provider take?
5. How are rewards taxed where I live?

If a provider cannot answer these questions clearly, that tells you something.

## Staking still has a place

None of this means staking is bad. It is how proof-of-stake networks stay secure, and for long-term holders who understand the trade-offs, it can be a reasonable way to take part. My objection is to the framing. A savings account is built to protect your principal. Staking is a commitment to help run a network, paid in a volatile asset, with technical and counterparty risks attached. Call it what it is, and decide with open eyes.

*This is an opinion piece, not financial advice. Staking rules and tax treatment vary by network and country.*`,
  },
]
