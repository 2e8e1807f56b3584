'use client'

import { useEffect, useRef, useState } from 'react'

import { toast } from '@/components/toast/toastStore'

import { errorText } from './errorText'
import type { LinkFailure } from './linkOutcome'

export type LinkActionStep = 'ask' | 'sending' | 'done' | 'invalid'

/**
 * What a newsletter link's page does when its button is pressed: the request, then 'done', or
 * 'invalid' on the API's 400 (a bad or expired link), or back to 'ask' with a toast. Once the
 * answer replaces the question in place, focus moves (with screen readers) to its heading.
 */
export function useLinkAction(send: () => Promise<Response>, failure: LinkFailure) {
  const [step, setStep] = useState<LinkActionStep>('ask')
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (step === 'done' || step === 'invalid') heading.current?.focus()
  }, [step])

  async function act() {
    setStep('sending')
    try {
      const response = await send()
      if (response.ok) return setStep('done')
      if (response.status === 400) return setStep('invalid')
      setStep('ask')
      const description = await errorText(response, failure.fallback)
      toast({ title: 'Error', description, variant: 'destructive' })
    } catch {
      setStep('ask')
      toast({ description: failure.unreachable, variant: 'destructive' })
    }
  }

  return { step, heading, act: () => void act() }
}
