'use client'

import { useState } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatAmount } from '@blockwise/shared/tools/simulator/display'
import { stepForward, type Step } from '@blockwise/shared/tools/simulator/history/days'
import type { TimeMachineSession } from '@blockwise/shared/tools/simulator/history/persistence'
import {
  assetsOn,
  closeOn,
  lastCommonDay,
  revalueOn,
  tradeOn,
  valueSeries,
} from '@blockwise/shared/tools/simulator/history/timeMachine'
import {
  initialPortfolio,
  parseAmount,
  valuation,
  type TradeType,
} from '@blockwise/shared/tools/simulator/portfolio'

import { toast } from '@/components/toast/toastStore'

import { HoldingsTable } from '../HoldingsTable'
import { makeId } from '../makeId'
import { DatedTradeHistory } from './DatedTradeHistory'
import { DayTradeForm } from './DayTradeForm'
import { formatDay } from './formatDay'
import { PriceSourceNote } from './PriceSourceNote'
import { loadSession, saveSession } from './sessionStorage'
import { StartForm } from './StartForm'
import { TravelControls } from './TravelControls'
import { sessionEnd, useHistories, type HistoriesState } from './useHistories'
import { ValueChart } from './ValueChart'
import { ValueSummary } from './ValueSummary'
import panel from '../Panel.module.css'
import simulator from '../PortfolioSimulator.module.css'
import styles from './TimeMachine.module.css'

/**
 * The simulator's time machine: a start day in the past, trades at each day's historical close,
 * and steps forward to watch the portfolio's value move. Loaded only when the reader opens it.
 */
export default function TimeMachine() {
  const [session, setSession] = useState<TimeMachineSession | null>(loadSession)
  const [saveFailed, setSaveFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const prices = useHistories(session?.start ?? null, attempt)

  function update(next: TimeMachineSession | null) {
    setSession(next)
    setSaveFailed(!saveSession(next))
  }

  if (!session)
    return (
      <StartForm
        onStart={(start) => update({ start, day: start, portfolio: initialPortfolio() })}
      />
    )
  if (prices.status !== 'ready')
    return (
      <Waiting
        prices={prices}
        onRetry={() => setAttempt(attempt + 1)}
        onStartOver={() => update(null)}
      />
    )
  return <Travel session={session} prices={prices} saveFailed={saveFailed} onChange={update} />
}

function Waiting({
  prices,
  onRetry,
  onStartOver,
}: {
  prices: Exclude<HistoriesState, { status: 'ready' }>
  onRetry: () => void
  onStartOver: () => void
}) {
  return (
    <section className={panel.panel} aria-busy={prices.status === 'loading'}>
      {prices.status === 'loading' ? (
        <p role="status">Loading historical prices…</p>
      ) : (
        <div role="alert" className={styles.failed}>
          <p>The historical prices could not be loaded: {prices.message}</p>
          <div className={styles.steps}>
            <button type="button" className={styles.step} onClick={onRetry}>
              Try again
            </button>
            <button type="button" className={styles.secondary} onClick={onStartOver}>
              Pick another date
            </button>
          </div>
        </div>
      )}
    </section>
  )
}

function Travel({
  session,
  prices,
  saveFailed,
  onChange,
}: {
  session: TimeMachineSession
  prices: Extract<HistoriesState, { status: 'ready' }>
  saveFailed: boolean
  onChange: (session: TimeMachineSession | null) => void
}) {
  const [symbol, setSymbol] = useState('BTC')
  const [amountText, setAmountText] = useState('')
  const { histories, sources } = prices
  const { day } = session
  const lastDay =
    [sessionEnd(session.start), lastCommonDay(histories) ?? session.start].sort()[0] ?? day
  const assets = assetsOn(histories, day)
  const estimated = new Set(
    assets
      .filter((asset) => closeOn(histories[asset.symbol], day)?.interpolated)
      .map((asset) => asset.symbol),
  )
  const value = valuation(revalueOn(session.portfolio, day, histories))

  function step(size: Step) {
    onChange({ ...session, day: stepForward(day, size, lastDay) })
  }

  function execute(type: TradeType) {
    const result = tradeOn(
      session.portfolio,
      { type, symbol, amount: parseAmount(amountText) },
      day,
      histories,
      makeId,
    )
    if (!result.ok) {
      toast({ ...result.error, variant: 'destructive' })
      return
    }
    onChange({ ...session, portfolio: result.state })
    setAmountText('')
    const { amount, price } = result.trade
    toast({
      title: type === 'buy' ? 'Buy Order Executed' : 'Sell Order Executed',
      description: `${type === 'buy' ? 'Bought' : 'Sold'} ${formatAmount(amount)} ${symbol} at ${formatUsd(price)} on ${formatDay(day)}`,
    })
  }

  return (
    <div className={simulator.simulator}>
      <PriceSourceNote sources={sources} saveFailed={saveFailed} />
      <TravelControls
        start={session.start}
        day={day}
        lastDay={lastDay}
        onStep={step}
        onStartOver={() => onChange(null)}
      />
      <div className={simulator.workspace}>
        <DayTradeForm
          day={day}
          assets={assets}
          estimated={estimated}
          portfolio={session.portfolio}
          symbol={symbol}
          onSymbolChange={setSymbol}
          amountText={amountText}
          onAmountChange={setAmountText}
          onTrade={execute}
        />
        <ValueSummary valuation={value} day={day} />
      </div>
      <ValueChart series={valueSeries(session.portfolio.trades, histories, session.start, day)} />
      <HoldingsTable valuation={value} />
      <DatedTradeHistory trades={session.portfolio.trades} />
    </div>
  )
}
