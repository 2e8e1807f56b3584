'use client'

import * as Toast from '@radix-ui/react-toast'

import styles from './Toaster.module.css'
import { dismissToast, useToasts } from './toastStore'

/**
 * Radix toasts with SPEC §4's behaviour: 5000 ms by default, swipe right past 50 px to dismiss,
 * F8 focuses the notifications region.
 */
export function Toaster() {
  const toasts = useToasts()
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
          <Toast.Close className={styles.close} aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className={styles.viewport} />
    </Toast.Provider>
  )
}
