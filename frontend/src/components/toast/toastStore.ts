import { useSyncExternalStore } from 'react'

/** SPEC §4/§9: one toast at a time, removed from memory 1,000,000 ms after it is dismissed. */
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title?: string
  description?: string
  variant?: 'default' | 'destructive'
  /** Display time; SPEC default 5000 ms. */
  duration?: number
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: ToastItem[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

export function toast(input: ToastInput): number {
  const id = nextId++
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  setTimeout(() => emit(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
