'use client'

import { useFormFields } from '@payloadcms/ui'

/** A coin mention as it sits in the editor's text: its words and symbol. */
export function CoinMentionLabel() {
  const text = useFormFields(([fields]) => fields.text?.value)
  const symbol = useFormFields(([fields]) => fields.symbol?.value)
  const shown = [text, symbol].filter((value) => typeof value === 'string' && value.trim() !== '')
  return <span className="coin-mention-label">{shown.length ? shown.join(' · ') : 'Coin'}</span>
}
