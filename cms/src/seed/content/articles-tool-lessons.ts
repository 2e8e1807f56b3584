import type { SeedArticle } from './types'

/**
 * Learn articles that teach with the site's tools placed in the text (tool blocks, written as
 * the blocks' Markdown tags: `<YieldCalculator … />`, `<Watchlist … />`, `<PortfolioSimulator … />`).
 */
export const toolLessonArticles: SeedArticle[] = [
  {
    slug: 'hands-on-yield-watchlists-and-practice-trades',
    title: 'Hands-On: Check a Yield, Build a Watchlist and Practise a Trade',
    seoTitle: 'Hands-On: Yield, Watchlists and Practice Trades',
    excerpt:
      'Three habits that protect beginners: work out what a yield really pays, watch prices before you buy, and rehearse trades with virtual money. Each comes with the tool right here in the lesson.',
    articleType: 'learn',
    authorKey: 'raj-patel',
    tags: ['Beginners', 'DeFi', 'Markets'],
    published: true,
    daysAgo: 122,
    image: { hue: 200, motif: 'chart' },
    body: `Most crypto lessons stop at the explanation and leave the arithmetic to you. This one does not. Below are three habits that save beginners real money, and each comes with a working tool you can change as you read. Nothing here needs an account, and nothing you type leaves your browser except the coin prices you ask for.

## Habit 1: turn every APY into dollars

A yield quoted as a percentage is easy to admire and hard to feel. "5% APY" sounds modest; "$51 on $1,000 in a year" is something you can weigh against the risk you are taking. The conversion also shows how much compounding adds. Interest that is paid out and added to your balance every day earns interest of its own, so the year ends slightly higher than a simple 5%.

Start with the calculator below. It holds $1,000 at a 5% APY compounded daily. Try a weekly or monthly frequency and watch the difference shrink to cents: on small deposits, compounding frequency matters far less than the rate itself.

<YieldCalculator amount="1000" apy="5" frequency="daily" />

Now pick a protocol from the list instead of a custom rate. The figures are representative, not live, and each protocol carries a risk level for a reason. A higher APY is almost always payment for a risk: a newer contract, a volatile token, or rewards paid in a token that may fall. Ask what would have to go wrong for you to lose the deposit, not only what you would earn if nothing does.

## Habit 2: watch before you buy

Prices in crypto move more in a day than many shares move in a month. Buying the moment a coin catches your eye means buying at whatever price the crowd has pushed it to. A watchlist slows you down. Follow a few coins for a couple of weeks and you will learn their normal daily range, which makes a genuinely unusual move easier to recognise.

The watchlist below starts with three of the largest networks. Add a coin by its CoinGecko id, symbol or name, remove what does not interest you, and refresh to see the latest prices and 24-hour moves. This copy lives only on this page: the watchlist you keep on the tools page is not changed.

<Watchlist coins="bitcoin, ethereum, solana" />

A few questions to ask while you watch: how far does the price usually swing between its 24-hour high and low? Do the coins tend to move together? When one jumps on news, how much of the jump is left a week later?

## Habit 3: rehearse with virtual money

The first trade is where most expensive mistakes happen: a misplaced decimal, a position far larger than intended, or no idea of how much cash is left afterwards. The portfolio simulator lets you make those mistakes for free. It trades eight sample assets at fixed prices, so it teaches the mechanics, not market timing.

This scenario starts with $10,000 of virtual cash, of which $3,200 is already in bitcoin and $1,600 in ether. Sell part of a position, buy a third asset, and watch how the allocation chart and your average buy price change. If you get lost, reset to the starting scenario and try again.

<PortfolioSimulator cash="10000" buys="BTC:3200, ETH:1600" />

Notice how quickly a portfolio stops being "mostly cash". Two buys already put 40% of the money into two assets that tend to move together. Spreading money across more coins only helps if those coins do not all fall at once, which in crypto they often do.

## Putting it together

The three tools answer three different questions. The calculator asks what a return is really worth. The watchlist asks whether today's price is normal. The simulator asks whether you understand what a trade does to your money before real money is involved. None of them tells you what to buy, and none of them can. They make the numbers concrete, so your decisions are based on figures you have checked yourself rather than on a headline percentage.

When you are ready for more, open each tool on its own page: the calculator compares all its protocols side by side, and your own watchlist and portfolio are saved in this browser for your next visit.`,
  },
]
