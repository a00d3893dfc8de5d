/// The studio page's style sheet.
nonisolated enum StudioPageStyle {
    static let text = """
        :root { color-scheme: light dark; --line: #9ca3af55; --accent: #2563eb; font: 14px system-ui, sans-serif; }
        body { margin: 0; }
        header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 16px;
          border-bottom: 1px solid var(--line); }
        header h1 { font-size: 18px; margin: 0 12px 0 0; }
        nav button[aria-selected="true"] { border-bottom: 3px solid var(--accent); font-weight: 600; }
        fieldset { border: 0; display: flex; gap: 8px; margin: 0; padding: 0; }
        main { display: flex; gap: 16px; padding: 12px 16px; align-items: flex-start; }
        main[hidden] { display: none; }
        section { min-width: 0; }
        #device-column { flex: 0 0 360px; }
        #tree-column { flex: 1 1 320px; max-height: calc(100vh - 90px); overflow: auto; }
        #flow-column { flex: 1 1 320px; }
        #device { position: relative; width: 360px; height: 781px; border-radius: 28px; overflow: hidden;
          box-shadow: 0 0 0 8px #111827; outline: none; }
        #device:focus-visible { box-shadow: 0 0 0 8px var(--accent); }
        #screen svg { width: 360px; height: 781px; display: block; }
        #hits { position: absolute; inset: 0; }
        .hit { position: absolute; cursor: pointer; }
        .hit.hovered, #outline { outline: 2px solid #f97316; outline-offset: -1px; background: #f9731622; }
        .hit.selected { outline: 3px solid var(--accent); background: #2563eb22; }
        #outline { position: absolute; pointer-events: none; }
        .controls { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 10px; }
        .controls input { flex: 1; min-width: 0; }
        #tree, #tree ul { list-style: none; padding-left: 14px; margin: 0; }
        #tree { padding-left: 0; margin-top: 8px; font: 12px ui-monospace, monospace; }
        #tree .row { padding: 1px 4px; border-radius: 4px; cursor: pointer; white-space: nowrap; }
        #tree .row.hovered { background: #f9731633; }
        #tree .row.selected { background: #2563eb33; }
        #tree .row.dimmed { opacity: 0.35; }
        .role { color: #7c3aed; } .ident { color: #059669; } .text { color: #b45309; }
        #tree-filter, textarea { width: 100%; box-sizing: border-box; }
        textarea { font: 12px ui-monospace, monospace; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; font: 12px ui-monospace, monospace; }
        dt { color: #6b7280; } dd { margin: 0; overflow-wrap: anywhere; }
        #suggestions { list-style: none; padding: 0; }
        #suggestions li { display: flex; gap: 8px; align-items: flex-start; margin-bottom: 6px; }
        #suggestions pre { flex: 1; margin: 0; padding: 4px 6px; border: 1px solid var(--line); border-radius: 4px; }
        .kind { font-size: 11px; color: #6b7280; width: 36px; }
        #result { min-height: 2em; white-space: pre-wrap; border: 1px solid var(--line); border-radius: 4px; padding: 6px;
          font: 12px ui-monospace, monospace; }
        #result.failed { border-color: #dc2626; }
        #result.passed { border-color: #16a34a; }
        #modules-tab { align-items: flex-start; }
        #graph { flex: 1; overflow: auto; max-height: calc(100vh - 90px); }
        #graph svg { max-width: 100%; height: auto; }
        #graph g.node { cursor: pointer; }
        #graph g.node.selected polygon, #graph g.node.selected rect, #graph g.node.selected ellipse {
          stroke: #f97316; stroke-width: 3; }
        #module-details { flex: 0 0 280px; }

        """
}
