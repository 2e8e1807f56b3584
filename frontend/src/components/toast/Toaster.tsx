'use client'

import * as Toast from '@radix-ui/react-toast'
import { useEffect, useRef } from 'react'

import { NOTIFICATIONS_HOTKEY } from './hotkey'
import styles from './Toaster.module.css'
import { dismissToast, useToasts } from './toastStore'

/**
 * Radix toasts with the behaviour of docs/product.md#states: 5000 ms by default, swipe right past 50 px to dismiss,
 * F8 focuses the notifications region (`focusOnMount` when that key press is what loaded it).
 */
export function Toaster({ focusOnMount }: { focusOnMount: boolean }) {
  const toasts = useToasts()
  const viewport = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (focusOnMount) viewport.current?.focus()
  }, [focusOnMount])
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={`${styles.toast} ${item.variant === 'destructive' ? styles.destructive : ''}`}
        >
          {item.title && <Toast.Title className={styles.title}>{item.title}</Toast.Title>}
          {item.description && (
            <Toast.Description className={styles.description}>{item.description}</Toast.Description>
          )}
          {item.detail && (
            <Toast.Description className={styles.description}>{item.detail}</Toast.Description>
          )}
          <Toast.Close className={styles.close} aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport ref={viewport} hotkey={[NOTIFICATIONS_HOTKEY]} className={styles.viewport} />
    </Toast.Provider>
  )
}
