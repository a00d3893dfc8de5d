/// The studio page's HTML: the two tabs, the screen, the element tree, the inspector, the
/// command box and the recording. The script fills it in.
nonisolated enum StudioPageHTML {
    static let text = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>App studio</title>
        <link rel="stylesheet" href="/studio.css">
        <script src="/studio.js" defer></script>
        </head>
        <body>
        <header>
          <h1>App studio</h1>
          <nav role="tablist">
            <button id="tab-screen" role="tab" aria-selected="true">Screen</button>
            <button id="tab-modules" role="tab" aria-selected="false">Modules</button>
          </nav>
          <label>Configuration <select id="setting-configuration"></select></label>
          <label>Appearance <select id="setting-appearance"></select></label>
          <label>Text size <select id="setting-textSize"></select></label>
          <label>Language <select id="setting-language"></select></label>
          <fieldset id="mode">
            <label><input type="radio" name="mode" value="interact" id="mode-interact" checked> Interact</label>
            <label><input type="radio" name="mode" value="inspect" id="mode-inspect"> Inspect</label>
          </fieldset>
        </header>
        <main id="screen-tab">
          <section id="device-column">
            <div id="device" tabindex="0" aria-label="The app's screen">
              <div id="screen"></div>
              <div id="hits"></div>
              <div id="outline" hidden></div>
            </div>
            <div class="controls">
              <button id="back">Back</button>
              <button id="swipe-down">Swipe down</button>
              <button data-tab="home">Home</button>
              <button data-tab="explore">Explore</button>
              <button data-tab="bookmarks">Bookmarks</button>
              <button data-tab="profile">Profile</button>
            </div>
            <form id="type-form" class="controls">
              <input id="type-text" placeholder="Type into the focused field" autocomplete="off">
              <button>Type</button>
              <button type="button" id="erase">Erase</button>
            </form>
            <form id="link-form" class="controls">
              <input id="link-url" placeholder="example://explore?q=swift" autocomplete="off">
              <button>Open link</button>
            </form>
          </section>
          <section id="tree-column">
            <input id="tree-filter" type="search" placeholder="Filter by id or text" autocomplete="off">
            <ul id="tree" role="tree"></ul>
            <div id="inspector" hidden>
              <h2>Element</h2>
              <dl id="attributes"></dl>
              <h2>Commands</h2>
              <ul id="suggestions"></ul>
            </div>
          </section>
          <section id="flow-column">
            <h2>Command</h2>
            <form id="command-form">
              <textarea id="command" rows="3" spellcheck="false" placeholder="- tapOn: &quot;Log in&quot;"></textarea>
              <button>Run</button>
            </form>
            <pre id="result" aria-live="polite"></pre>
            <h2>Recording</h2>
            <textarea id="flow" rows="18" spellcheck="false"></textarea>
            <div class="controls">
              <button id="flow-run">Run from the top</button>
              <button id="flow-new">New recording</button>
              <a id="flow-download" href="/api/flow.yaml" download="studio-flow.yaml">Download .yaml</a>
            </div>
          </section>
        </main>
        <main id="modules-tab" hidden>
          <div id="graph"></div>
          <aside id="module-details"><p>Click a module.</p></aside>
        </main>
        </body>
        </html>

        """
}
