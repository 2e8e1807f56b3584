'use client'

import { useState } from 'react'

import { formatUsd } from '@blockwise/shared/tools/format'
import { formatAmount } from '@blockwise/shared/tools/simulator/display'
import {
  parseAmount,
  reset,
  trade,
  valuation,
  type PortfolioState,
  type TradeType,
} from '@blockwise/shared/tools/simulator/portfolio'

import { toast } from '@/components/toast/toastStore'

import { AllocationChart } from './AllocationChart'
import { HoldingsTable } from './HoldingsTable'
import { SimulatorNotice } from './SimulatorNotice'
import { SummaryCards } from './SummaryCards'
import { TradeForm } from './TradeForm'
import { TradeHistory } from './TradeHistory'
import { makeId } from './makeId'
import { ModeSwitch } from './timeMachine/ModeSwitch'
import { TimeMachineMode } from './timeMachine/TimeMachineMode'
import { useSimulatorMode } from './timeMachine/useSimulatorMode'
import { usePortfolio } from './usePortfolio'
import styles from './PortfolioSimulator.module.css'

/** Where an embedded simulator starts (kept in memory): its cash and the portfolio after its buys. */
export interface SimulatorStart {
  startingCash: number
  portfolio: PortfolioState
}

/**
 * docs/product.md#screens to #validation: practise buying and selling the 8 sample assets with 10,000 of virtual cash. The
 * rules live in @blockwise/shared/tools/simulator; this component wires them to the page.
 */
export function PortfolioSimulator({ start }: { start?: SimulatorStart } = {}) {
  const { portfolio, update, saveFailed } = usePortfolio(start?.portfolio)
  const [symbol, setSymbol] = useState<string | null>(null)
  const [amountText, setAmountText] = useState('')
  const [mode, setMode] = useSimulatorMode()

  function execute(type: TradeType) {
    const result = trade(
      portfolio,
      { type, symbol, amount: parseAmount(amountText) },
      new Date(),
      makeId,
    )
    if (!result.ok) {
      toast({ ...result.error, variant: 'destructive' })
      return
    }
    update(result.state)
    setAmountText('')
    const { amount, price } = result.trade
    toast({
      title: type === 'buy' ? 'Buy Order Executed' : 'Sell Order Executed',
      description: `${type === 'buy' ? 'Bought' : 'Sold'} ${formatAmount(amount)} ${result.trade.symbol} at ${formatUsd(price)}`,
    })
  }

  function resetPortfolio() {
    update(start?.portfolio ?? reset())
    setAmountText('')
    toast({
      title: 'Portfolio Reset',
      description: start
        ? 'Your portfolio is back where this article started it'
        : 'Your portfolio has been reset to $10,000 cash',
    })
  }

  // An embedded scenario (an article's block) stays in the fixed-price mode it describes.
  if (!start && mode === 'time-machine') return <TimeMachineMode onModeChange={setMode} />
  const value = valuation(portfolio, start?.startingCash)
  return (
    <div className={styles.simulator}>
      {!start && <ModeSwitch mode={mode} onChange={setMode} />}
      <SimulatorNotice
        onReset={resetPortfolio}
        saveFailed={saveFailed}
        startingCash={start?.startingCash}
      />
      <SummaryCards valuation={value} startingCash={start?.startingCash} />
      <div className={styles.workspace}>
        <TradeForm
          portfolio={portfolio}
          symbol={symbol}
          onSymbolChange={setSymbol}
          amountText={amountText}
          onAmountChange={setAmountText}
          onTrade={execute}
        />
        <AllocationChart valuation={value} />
      </div>
      <HoldingsTable valuation={value} />
      <TradeHistory trades={portfolio.trades} />
    </div>
  )
}
