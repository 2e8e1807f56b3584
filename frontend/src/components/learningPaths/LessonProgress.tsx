'use client'

import { useEffect, useRef } from 'react'

import { recordLesson } from '@blockwise/shared/learningPaths/progress'

import { loadProgress, saveProgress } from './progressStorage'

const record = (pathSlugs: string[], lessonSlug: string, finished: boolean) =>
  saveProgress(recordLesson(loadProgress(), pathSlugs, lessonSlug, { now: Date.now(), finished }))

/**
 * Placed after a lesson's body: opening the lesson makes its path the one to continue, and
 * reaching this point (the end of the text) marks the lesson finished in the browser.
 */
export function LessonProgress({
  pathSlugs,
  lessonSlug,
}: {
  pathSlugs: string[]
  lessonSlug: string
}) {
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    record(pathSlugs, lessonSlug, false)
    const target = end.current
    if (!target) return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      record(pathSlugs, lessonSlug, true)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [pathSlugs, lessonSlug])
  return <div ref={end} data-lesson-end aria-hidden="true" />
}
