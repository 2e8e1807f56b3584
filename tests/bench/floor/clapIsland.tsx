import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'

/** The least a React page does: load React and hydrate one stateful button. */
function ClapButton() {
  const [claps, setClaps] = useState(0)
  return (
    <button type="button" onClick={() => setClaps(claps + 1)}>
      {`Clap (${claps})`}
    </button>
  )
}

const container = document.getElementById('clap')
if (container) hydrateRoot(container, <ClapButton />)
