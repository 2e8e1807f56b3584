import { parseYieldQuery } from '@blockwise/shared/tools/yield/shareQuery'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findToolBySlug, toolPath, type ToolCard } from '@/tools/registry'
import { ToolView } from '@/tools/ToolView'

interface Props {
  params: Promise<{ tool: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

async function toolOf(params: Props['params']): Promise<ToolCard> {
  const tool = findToolBySlug((await params).tool)
  if (!tool) notFound()
  return tool
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tool = await toolOf(params)
  return {
    title: tool.name,
    description: tool.description,
    alternates: { canonical: toolPath(tool) },
  }
}

/** A repeated parameter is not a value the calculator can start from: it is left out. */
function singleValues(query: Awaited<Props['searchParams']>): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  )
}

export default async function ToolPage({ params, searchParams }: Props) {
  const tool = await toolOf(params)
  // Only the calculator reads the query, so the other tools' pages stay static.
  const yieldInputs = tool.id === 'yield' ? parseYieldQuery(singleValues(await searchParams)) : {}
  return <ToolView tool={tool} yieldInputs={yieldInputs} />
}
