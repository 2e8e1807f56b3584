/** Whether article HTML holds a tool placeholder, so the page needs the tools' loader at all. */
export function hasToolEmbeds(html: string): boolean {
  return html.includes('data-tool-embed=')
}
