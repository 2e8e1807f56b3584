import '../zodInBrowsers'
import { z } from 'zod'

/** How many lessons a path holds: fewer is not a series, more is a course of its own. */
export const PATH_LESSONS_MIN = 2
export const PATH_LESSONS_MAX = 20

export const PATH_LEVELS = ['beginner', 'intermediate'] as const
export type PathLevel = (typeof PATH_LEVELS)[number]

/** A lesson as a path lists it: one published learn article. */
export const pathLessonSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().optional(),
    readTime: z.number().int().meta({ description: 'Minutes' }),
  })
  .meta({ id: 'PathLesson' })
export type PathLesson = z.infer<typeof pathLessonSchema>

/**
 * A learning path as GET /api/paths answers it: its published lessons, in the editors' order
 * (an unpublished lesson is left out, and the next one moves up).
 */
export const learningPathSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    level: z.enum(PATH_LEVELS).nullable(),
    lessons: z.array(pathLessonSchema),
  })
  .meta({ id: 'LearningPath' })
export type LearningPath = z.infer<typeof learningPathSchema>

export const learningPathListSchema = z.array(learningPathSchema)
