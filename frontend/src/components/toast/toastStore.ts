import { externalStore } from '@/lib/browser/externalStore'

/** docs/product.md#states, #limits: one toast at a time, removed from memory 1,000,000 ms after it is dismissed. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title?: string
  description?: string
  /** A line under the description, for what the reader should do next. */
  detail?: string
  variant?: 'default' | 'destructive'
  /** Display time; the product's default: 5000 ms. */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

const toasts = externalStore<ToastItem[]>([])
let nextId = 1

export function toast(input: ToastInput): number {
  const id = nextId++
  toasts.set([{ ...input, id, open: true }, ...toasts.get()].slice(0, TOAST_LIMIT))
  return id
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().map((item) => (item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => toasts.set(toasts.get().filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS)
}

export function useToasts(): ToastItem[] {
  return toasts.useValue()
}
