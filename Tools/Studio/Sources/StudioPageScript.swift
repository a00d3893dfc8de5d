/// The studio page's script: draws the state the API returns, sends each action, and follows
/// changes made elsewhere on the server's event stream: an idle page sends no request. It takes
/// the token from the printed address into its tab's session storage (its origin's, port
/// included) and out of the address bar, and sends it in `Authorization` with each request: the
/// token is never in a cookie, which the browser would send to every server on 127.0.0.1. It
/// builds the page with DOM calls and `textContent`, never with text from the app put into
/// HTML; the only markup it inserts is the server's own SVG.
nonisolated enum StudioPageScript {
    static let text = #"""
        "use strict";
        const PHONE_WIDTH = 393;
        const $ = (id) => document.getElementById(id);
        let state = null;
        let selectedPath = null;
        let hoveredPath = null;
        let graphLoaded = false;

        // The token: from the address the studio printed, kept for this tab and this origin only.
        const TOKEN = (() => {
          const query = new URLSearchParams(location.search);
          if (query.has("token")) {
            sessionStorage.setItem("studio-token", query.get("token"));
            query.delete("token");
            const rest = query.toString();
            history.replaceState(null, "", location.pathname + (rest ? "?" + rest : "") + location.hash);
          }
          return sessionStorage.getItem("studio-token") || "";
        })();

        function signed(headers) {
          return Object.assign({ "Authorization": "Bearer " + TOKEN }, headers || {});
        }

        function el(tag, attributes, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attributes || {})) {
            if (key === "class") node.className = value; else if (key.startsWith("data-")) node.setAttribute(key, value);
            else node[key] = value;
          }
          for (const child of children) node.append(child);
          return node;
        }

        async function api(path, body) {
          const options = body === undefined ? { headers: signed() } : {
            method: "POST", headers: signed({ "Content-Type": "application/json" }), body: JSON.stringify(body) };
          const response = await fetch(path, options);
          const text = await response.text();
          let data = null;
          try { data = JSON.parse(text); } catch (error) { data = { error: text }; }
          if (!response.ok) throw new Error(data.error || response.statusText);
          return data;
        }

        function showResult(result) {
          const box = $("result");
          box.className = result.passed ? "passed" : "failed";
          const lines = result.steps.map((step) => `${step.status === "completed" ? "✓" : "✗"} ${step.description}`);
          if (result.error) lines.push(result.error);
          box.textContent = lines.join("\n") || (result.passed ? "done" : "failed");
        }

        function showError(error) {
          const box = $("result");
          box.className = "failed";
          box.textContent = String(error.message || error);
        }

        async function act(path, body) {
          acting += 1;
          try {
            const data = await api(path, body || {});
            if (data.result) showResult(data.result);
            draw(data.state || data);
          } catch (error) { showError(error); }
          finally { acting -= 1; catchUp(); }
        }

        // MARK: drawing

        function draw(next) {
          // Answers may come back out of order: an older state never replaces a newer one.
          if (state && next.version < state.version) return;
          const screenChanged = !state || state.version !== next.version || state.screen.svg !== next.screen.svg;
          state = next;
          if (screenChanged) {
            const template = document.createElement("template");
            template.innerHTML = next.screen.svg;
            $("screen").replaceChildren(...template.content.childNodes);
            drawHits(next.screen.tree);
            drawTree(next.screen.tree);
            if (selectedPath !== null && !find(next.screen.tree, selectedPath)) select(null);
            else if (selectedPath !== null) select(selectedPath);
          }
          for (const name of ["configuration", "appearance", "textSize", "language"]) {
            const select = $("setting-" + name);
            const values = next.choices[name === "textSize" ? "textSizes" : name + "s"];
            if (select.options.length !== values.length) {
              select.replaceChildren(...values.map((value) => el("option", { value: value, textContent: value })));
            }
            select.value = next.settings[name];
          }
          if (document.activeElement !== $("flow")) $("flow").value = next.flow;
        }

        function find(node, path) {
          if (!node) return null;
          if (node.path === path) return node;
          for (const child of node.children) { const found = find(child, path); if (found) return found; }
          return null;
        }

        function walk(node, visit) {
          if (!node) return;
          visit(node);
          node.children.forEach((child) => walk(child, visit));
        }

        function scale() { return $("screen").clientWidth / PHONE_WIDTH || 1; }

        function drawHits(tree) {
          const hits = [];
          const ratio = scale();
          walk(tree, (node) => {
            if (!node.frame || node.path === "") return;
            const hit = el("div", { class: "hit", "data-path": node.path, title: label(node) });
            if (node.id) hit.setAttribute("data-id", node.id);
            if (node.text) hit.setAttribute("data-text", node.text);
            Object.assign(hit.style, {
              left: node.frame.x * ratio + "px", top: node.frame.y * ratio + "px",
              width: Math.max(node.frame.width * ratio, 4) + "px", height: Math.max(node.frame.height * ratio, 4) + "px" });
            hits.push(hit);
          });
          $("hits").replaceChildren(...hits);
        }

        function label(node) {
          return [node.role, node.id ? "#" + node.id : "", node.text ? `"${node.text}"` : ""].filter(Boolean).join(" ");
        }

        function drawTree(tree) {
          const list = $("tree");
          if (!tree) { list.replaceChildren(el("li", {}, "(no screen)")); return; }
          const item = (node) => {
            const row = el("div", { class: "row", "data-path": node.path },
              el("span", { class: "role", textContent: node.role }),
              node.id ? el("span", { class: "ident", textContent: " #" + node.id }) : "",
              node.text ? el("span", { class: "text", textContent: ` "${node.text}"` }) : "",
              node.value && node.value !== node.text ? el("span", { class: "text", textContent: ` = "${node.value}"` }) : "");
            row.dataset.search = [node.id || "", node.text || "", node.value || ""].join(" ").toLowerCase();
            const children = node.children.length ? el("ul", { role: "group" }, ...node.children.map(item)) : "";
            return el("li", { role: "treeitem" }, row, children);
          };
          list.replaceChildren(item(tree));
          applyFilter();
        }

        function applyFilter() {
          const query = $("tree-filter").value.trim().toLowerCase();
          for (const row of document.querySelectorAll("#tree .row")) {
            row.classList.toggle("dimmed", query !== "" && !row.dataset.search.includes(query));
          }
        }

        // MARK: hover and selection, linked both ways

        function hover(path) {
          hoveredPath = path;
          for (const node of document.querySelectorAll(".hovered")) node.classList.remove("hovered");
          const outline = $("outline");
          outline.hidden = true;
          if (path === null) return;
          for (const node of document.querySelectorAll(`[data-path="${CSS.escape(path)}"]`)) node.classList.add("hovered");
          const node = find(state && state.screen.tree, path);
          if (node && node.frame) {
            const ratio = scale();
            Object.assign(outline.style, { left: node.frame.x * ratio + "px", top: node.frame.y * ratio + "px",
              width: node.frame.width * ratio + "px", height: node.frame.height * ratio + "px" });
            outline.hidden = false;
          }
        }

        async function select(path) {
          selectedPath = path;
          for (const node of document.querySelectorAll(".selected")) node.classList.remove("selected");
          const inspector = $("inspector");
          if (path === null) { inspector.hidden = true; return; }
          for (const node of document.querySelectorAll(`[data-path="${CSS.escape(path)}"]`)) node.classList.add("selected");
          const node = find(state.screen.tree, path);
          if (!node) { inspector.hidden = true; return; }
          const attributes = [["role", node.role], ["id", node.id], ["text", node.text], ["value", node.value],
            ["placeholder", node.placeholder], ["enabled", node.enabled], ["selected", node.selected],
            ["checked", node.checked], ["focused", node.focused],
            ["frame", node.frame ? [node.frame.x, node.frame.y, node.frame.width, node.frame.height].map(Math.round).join(", ") : null]];
          $("attributes").replaceChildren(...attributes.filter(([, value]) => value !== null && value !== undefined)
            .flatMap(([name, value]) => [el("dt", { textContent: name }), el("dd", { textContent: String(value) })]));
          inspector.hidden = false;
          try {
            const suggestions = await api("/api/inspect?path=" + encodeURIComponent(path));
            $("suggestions").replaceChildren(...suggestions.map((suggestion) => {
              const copy = el("button", { textContent: "Copy", class: "copy" });
              copy.addEventListener("click", () => copyText(suggestion.command, copy));
              const use = el("button", { textContent: "Use", class: "use" });
              use.addEventListener("click", () => { $("command").value = suggestion.command; $("command").focus(); });
              return el("li", {}, el("span", { class: "kind", textContent: suggestion.selector }),
                el("pre", { textContent: suggestion.command }), copy, use);
            }));
            if (!suggestions.length) $("suggestions").replaceChildren(el("li", { textContent: "No selector names this element." }));
          } catch (error) { showError(error); }
        }

        async function copyText(text, button) {
          try { await navigator.clipboard.writeText(text); }
          catch (error) {
            const area = el("textarea", { value: text });
            document.body.append(area); area.select(); document.execCommand("copy"); area.remove();
          }
          button.textContent = "Copied";
          setTimeout(() => { button.textContent = "Copy"; }, 1200);
        }

        function mode() { return $("mode-inspect").checked ? "inspect" : "interact"; }

        function pathOf(event) {
          const target = event.target.closest("[data-path]");
          return target ? target.dataset.path : null;
        }

        // MARK: typing on the screen: characters are gathered and sent as one inputText

        let pendingText = "";
        let typingTimer = null;
        function flushTyping() {
          clearTimeout(typingTimer);
          if (pendingText === "") return Promise.resolve();
          const text = pendingText;
          pendingText = "";
          return act("/api/input", { text: text });
        }

        // MARK: wiring

        function wire() {
          for (const container of [$("hits"), $("tree")]) {
            container.addEventListener("mouseover", (event) => hover(pathOf(event)));
            container.addEventListener("mouseleave", () => hover(null));
          }
          $("hits").addEventListener("click", async (event) => {
            const path = pathOf(event);
            if (path === null) return;
            $("device").focus();
            if (mode() === "inspect") { select(path); return; }
            await flushTyping();
            await act("/api/tap", { path: path });
          });
          $("tree").addEventListener("click", (event) => { const path = pathOf(event); if (path !== null) select(path); });
          $("tree-filter").addEventListener("input", applyFilter);
          $("device").addEventListener("keydown", (event) => {
            if (mode() !== "interact" || event.ctrlKey || event.metaKey || event.altKey) return;
            if (event.key === "Backspace") { event.preventDefault(); flushTyping().then(() => act("/api/erase")); return; }
            if (event.key === "Enter") { event.preventDefault(); flushTyping(); return; }
            if (event.key.length !== 1) return;
            event.preventDefault();
            pendingText += event.key;
            clearTimeout(typingTimer);
            typingTimer = setTimeout(flushTyping, 400);
          });
          $("back").addEventListener("click", () => act("/api/back"));
          $("swipe-down").addEventListener("click", () => act("/api/swipe-down"));
          for (const button of document.querySelectorAll("[data-tab]")) {
            button.addEventListener("click", () => act("/api/tab", { tab: button.dataset.tab }));
          }
          $("type-form").addEventListener("submit", (event) => {
            event.preventDefault();
            const text = $("type-text").value;
            if (text === "") return;
            $("type-text").value = "";
            act("/api/input", { text: text });
          });
          $("erase").addEventListener("click", () => act("/api/erase"));
          $("link-form").addEventListener("submit", (event) => {
            event.preventDefault();
            act("/api/open", { url: $("link-url").value });
          });
          $("command-form").addEventListener("submit", (event) => {
            event.preventDefault();
            act("/api/command", { source: $("command").value });
          });
          $("command").addEventListener("keydown", (event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) $("command-form").requestSubmit();
          });
          for (const name of ["configuration", "appearance", "textSize", "language"]) {
            $("setting-" + name).addEventListener("change", () => {
              const settings = Object.assign({}, state.settings, { [name]: $("setting-" + name).value });
              act("/api/settings", settings);
            });
          }
          $("flow").addEventListener("change", () => act("/api/flow", { text: $("flow").value }));
          $("flow-run").addEventListener("click", async () => {
            await api("/api/flow", { text: $("flow").value }).catch(showError);
            act("/api/flow/run");
          });
          $("flow-new").addEventListener("click", () => {
            if (confirm("Start a new recording? The app starts again from a cleared session.")) act("/api/flow/new");
          });
          $("flow-download").addEventListener("click", download);
          $("tab-screen").addEventListener("click", () => showTab("screen"));
          $("tab-modules").addEventListener("click", () => showTab("modules"));
          window.addEventListener("resize", () => state && drawHits(state.screen.tree));
        }

        function showTab(name) {
          $("screen-tab").hidden = name !== "screen";
          $("modules-tab").hidden = name !== "modules";
          $("tab-screen").setAttribute("aria-selected", String(name === "screen"));
          $("tab-modules").setAttribute("aria-selected", String(name === "modules"));
          if (name === "modules" && !graphLoaded) loadGraph();
        }

        // MARK: the module graph

        async function loadGraph() {
          try {
            const graph = await api("/api/graph");
            graphLoaded = true;
            const template = document.createElement("template");
            template.innerHTML = graph.svg;
            $("graph").replaceChildren(...template.content.childNodes);
            for (const node of document.querySelectorAll("#graph g.node")) {
              const title = node.querySelector("title");
              const name = node.dataset.module || (title && title.textContent);
              if (!graph.modules[name]) continue;
              node.dataset.module = name;
              node.addEventListener("click", () => showModule(name, graph.modules[name]));
            }
          } catch (error) { $("graph").textContent = String(error.message || error); }
        }

        function showModule(name, module) {
          for (const node of document.querySelectorAll("#graph g.node.selected")) node.classList.remove("selected");
          const box = document.querySelector(`#graph g.node[data-module="${CSS.escape(name)}"]`);
          if (box) box.classList.add("selected");
          const list = (names) => names.length ? el("ul", {}, ...names.map((n) => el("li", { textContent: n }))) : el("p", { textContent: "none" });
          $("module-details").replaceChildren(el("h2", { textContent: name }),
            el("p", { textContent: "Layer: " + module.layer }),
            el("h3", { textContent: "Depends on" }), list(module.dependencies),
            el("h3", { textContent: "Used by" }), list(module.dependents));
        }

        // MARK: following changes made elsewhere (another tab, a command): the server announces
        // each new version on an event stream, and the page asks for the state only then

        let announcedVersion = -1;
        let acting = 0;
        let catchingUp = false;

        // Draws the newest state once no action of this page is under way (its answer brings
        // the state) and no other fetch is; again while each fetch brings a newer version.
        async function catchUp() {
          if (catchingUp || acting > 0 || !state || announcedVersion <= state.version) return;
          catchingUp = true;
          const before = state.version;
          let advanced = false;
          try {
            draw(await api("/api/state"));
            advanced = state.version > before;
          } catch (error) { /* the studio stopped; keep the last screen */ }
          finally { catchingUp = false; }
          if (advanced) catchUp();
        }

        // The event stream, read with fetch (an EventSource cannot send the token): each event's
        // data is a version. A refusal (too many pages open, or the studio restarted with another
        // token) ends the following; a dropped connection is tried again after a second.
        async function follow() {
          for (;;) {
            try {
              const response = await fetch("/api/events", { headers: signed() });
              if (!response.ok) break;
              const reader = response.body.getReader();
              const decoder = new TextDecoder();
              let buffered = "";
              for (;;) {
                const { value, done } = await reader.read();
                if (done) break;
                buffered += decoder.decode(value, { stream: true });
                let end;
                while ((end = buffered.indexOf("\n\n")) >= 0) {
                  const data = buffered.slice(0, end).split("\n").filter((line) => line.startsWith("data: "))
                    .map((line) => line.slice("data: ".length)).join("\n");
                  buffered = buffered.slice(end + 2);
                  if (data) {
                    announcedVersion = Math.max(announcedVersion, JSON.parse(data).version);
                    catchUp();
                  }
                }
              }
            } catch (error) { /* dropped: try again */ }
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
          showError(new Error("This page no longer follows changes made elsewhere; reload it."));
        }

        // The recording, fetched with the token and handed to the browser as a download.
        async function download(event) {
          event.preventDefault();
          try {
            const response = await fetch("/api/flow.yaml", { headers: signed() });
            if (!response.ok) throw new Error(await response.text());
            const link = el("a", { href: URL.createObjectURL(await response.blob()), download: "studio-flow.yaml" });
            document.body.append(link);
            link.click();
            link.remove();
            setTimeout(() => URL.revokeObjectURL(link.href), 1000);
          } catch (error) { showError(error); }
        }

        document.addEventListener("DOMContentLoaded", async () => {
          wire();
          try { draw(await api("/api/state")); } catch (error) { showError(error); }
          follow();
        });

        """#
}
