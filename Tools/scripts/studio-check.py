#!/usr/bin/env python3
"""The studio in a real browser: starts `App studio` on a free port with a fresh session,
drives the page in headless Chromium through chromedriver (Selenium) as a person would: opens
the printed address, logs in by clicking the screen and typing (keystrokes sent to the screen,
which must show the typed text, and the type box), opens a detail; another program then makes
a change, which the page must show at once (it hears of it on its event stream); left alone,
the page must send no request at all (counted in the studio's request log); the same page on
http://[::1]:PORT/ must work too. Then it switches to dark, inspects an element, opens the
module graph, downloads the recorded flow, runs it with `App test` (it must pass), writes a
screenshot of the page and stops the studio with SIGINT (it must exit 0).

Then a second studio side by side, each used from its own tab of the same browser: signing in
to the second must not sign the first out, and each tab keeps working. Pages another server on
the loopback address serves, one on the same site (127.0.0.1, another port) and one on another
site (localhost), try to run a command on the first studio with the browser's cookies; the
studio must refuse both, and the command must not appear in its recording.

    studio-check.py APP_BINARY OUTPUT_FOLDER [SCREENSHOT_COPY]
"""
import html
import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

TIMEOUT = 30
# How long the page is left alone while the studio counts its requests.
IDLE_SECONDS = 5


def fail(message):
    print(f"studio-check: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def step(message):
    print(f"studio-check: {message}", flush=True)


class Studio:
    """A running `App studio --log-requests`: its process, the address it printed, and what
    it writes to standard error (its request log among it), read as it comes so that its pipes
    never fill."""

    def __init__(self, app, state):
        self.process = subprocess.Popen(
            [app, "studio", "--port", "0", "--state", state, "--clear-state", "--durability", "relaxed",
             "--log-requests"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lock = threading.Lock()
        self.errors = []
        threading.Thread(target=self._keep, args=(self.process.stderr, self.errors), daemon=True).start()
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                self.process.wait(timeout=15)
                fail("the studio ended before printing its address: " + self.error_text())
            found = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=([0-9a-f]{64})", line)
            if found:
                self.address = found.group(0)
                self.port = int(found.group(1))
                self.token = found.group(2)
                threading.Thread(target=self._keep, args=(self.process.stdout, []), daemon=True).start()
                return
        fail("the studio printed no address within a minute")

    def _keep(self, stream, lines):
        for line in stream:
            with self.lock:
                lines.append(line.rstrip("\n"))

    def error_text(self):
        with self.lock:
            return "\n".join(self.errors)

    def requests(self):
        """The requests the studio has answered so far, as its log names them."""
        with self.lock:
            return [line for line in self.errors if line.startswith("request: ")]

    def run_command(self, source):
        """Runs a flow-file command on the studio as another program would: with the studio's
        token in Authorization, not through the page."""
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/api/command", data=json.dumps({"source": source}).encode(),
            method="POST",
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {self.token}"})
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(request, timeout=TIMEOUT) as response:
            answer = json.load(response)
        if not answer["result"]["passed"]:
            fail(f"the command {source!r} failed: {answer['result']}")


class ForeignPages(http.server.ThreadingHTTPServer):
    """Another program's server on the loopback address: its pages try to drive a studio with
    the browser's cookies, and it keeps the Cookie field of every request it gets."""

    def __init__(self, studio_port):
        self.studio_port = studio_port
        self.cookies = []
        super().__init__(("127.0.0.1", 0), ForeignPageHandler)
        threading.Thread(target=self.serve_forever, daemon=True).start()


class ForeignPageHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        self.server.cookies.append((self.headers.get("Host"), self.path, self.headers.get("Cookie") or ""))
        studio = f"http://127.0.0.1:{self.server.studio_port}"
        command = json.dumps({"source": '- inputText: "foreign-page-was-here"'})
        # A script's POST (no-cors: sent, its answer unreadable) and a form's, which a
        # browser sends as a navigation; its text/plain body is the command's JSON.
        name = html.escape(command[:-1] + ', "x": "', quote=True)
        page = f"""<!doctype html><title>foreign</title>
<form method="POST" action="{studio}/api/command" enctype="text/plain">
<input type="hidden" name="{name}" value='"}}'></form>
<script>
fetch("{studio}/api/command", {{method: "POST", mode: "no-cors", credentials: "include",
    headers: {{"Content-Type": "text/plain"}}, body: {json.dumps(command)}}})
  .finally(() => {{ document.title = "sent"; document.forms[0].submit(); }});
</script>"""
        body = page.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def stop_studio(studio, name):
    studio.process.send_signal(signal.SIGINT)
    try:
        status = studio.process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        studio.process.kill()
        fail(f"{name} did not stop within 15 s of SIGINT")
    if status != 0:
        fail(f"{name} exited {status} after SIGINT: {studio.error_text()}")


def browser(downloads):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1600,1000",
                     "--disable-dev-shm-usage", "--hide-scrollbars"]:
        options.add_argument(argument)
    options.add_experimental_option("prefs", {
        "download.default_directory": downloads, "download.prompt_for_download": False})
    chromedriver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    driver = webdriver.Chrome(service=Service(chromedriver), options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    return driver


def main():
    if len(sys.argv) < 3:
        fail(__doc__)
    app, output = sys.argv[1], sys.argv[2]
    copy = sys.argv[3] if len(sys.argv) > 3 else None
    os.makedirs(output, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="studio-check-")
    downloads = os.path.join(scratch, "downloads")
    os.makedirs(downloads)
    studio = Studio(app, os.path.join(scratch, "state.plist"))
    address = studio.address
    step(f"studio serving at {address.split('?')[0]}")
    driver = browser(downloads)
    wait = WebDriverWait(driver, TIMEOUT)

    def hit(identifier):
        return wait.until(lambda d: d.find_element(By.CSS_SELECTOR, f'.hit[data-id="{identifier}"]'))

    def result_passed():
        wait.until(lambda d: d.find_element(By.ID, "result").get_attribute("class") in ("passed", "failed"))
        box = driver.find_element(By.ID, "result")
        if box.get_attribute("class") != "passed":
            fail("a step failed on the page: " + box.text)

    def reset_result():
        driver.execute_script("document.getElementById('result').className = ''")

    def click(identifier):
        reset_result()
        hit(identifier).click()
        result_passed()

    def type_text(text):
        reset_result()
        box = driver.find_element(By.ID, "type-text")
        box.send_keys(text)
        box.send_keys(Keys.ENTER)
        result_passed()

    def screen_text():
        return driver.find_element(By.ID, "screen").get_attribute("textContent")

    def type_on_screen(keys, shown):
        """Sends keystrokes to the screen, as a person types on it after clicking a field, and
        waits until the screen shows `shown`."""
        active = driver.switch_to.active_element.get_attribute("id")
        if active != "device":
            fail(f"a click on the screen left the focus on #{active}, not on the screen")
        reset_result()
        ActionChains(driver).send_keys(*keys).perform()
        result_passed()
        try:
            wait.until(lambda d: shown in screen_text())
        except Exception:
            fail(f"the screen does not show {shown!r} after the keystrokes: {screen_text()[:300]!r}")

    try:
        # The page keeps the address's token for its tab and takes it out of the address bar.
        driver.get(address)
        hit("welcome.login")
        if "token=" in driver.current_url:
            fail("the token stayed in the address bar: " + driver.current_url)
        step("signed in with the printed address; the token left the address bar")

        click("welcome.login")
        click("login.email")
        type_on_screen(["ada@example.comx"], "ada@example.comx")
        type_on_screen([Keys.BACKSPACE], "ada@example.com")
        if "ada@example.comx" in screen_text():
            fail("Backspace on the screen did not erase the last character")
        step("typed on the screen: the field shows the keystrokes, and Backspace erased one")
        click("login.password")
        type_text("correct horse")
        click("login.submit")
        first_item = wait.until(lambda d: d.find_element(By.CSS_SELECTOR, '.hit[data-id^="home.item."]'))
        item = first_item.get_attribute("data-id")
        step("logged in by clicking and typing")

        click(item)
        hit("detail.bookmark")
        step(f"opened the detail {item}")

        # Another program goes back; the page hears of it on its event stream and shows it.
        studio.run_command("- back")
        wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, '.hit[data-id="detail.bookmark"]'))
        hit(item)
        step("a change made by another program showed on the page without a reload")

        if not any(line.startswith("request: GET /api/events 200") for line in studio.requests()):
            fail("the page did not open the event stream: " + "; ".join(studio.requests()))
        time.sleep(1)
        before = len(studio.requests())
        time.sleep(IDLE_SECONDS)
        idle = studio.requests()[before:]
        if idle:
            fail(f"the idle page sent {len(idle)} requests in {IDLE_SECONDS} s: " + "; ".join(idle[:10]))
        step(f"left alone for {IDLE_SECONDS} s, the page sent no request (the studio logged {before} before)")

        first_tab = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(f"http://[::1]:{studio.port}/?token={studio.token}")
        hit(item)
        if "token=" in driver.current_url:
            fail("the token stayed in the address bar: " + driver.current_url)
        driver.close()
        driver.switch_to.window(first_tab)
        step(f"the page works on http://[::1]:{studio.port}/ too")

        Select(driver.find_element(By.ID, "setting-appearance")).select_by_value("dark")
        wait.until(lambda d: "launchApp:\n    clearState: false" in d.find_element(By.ID, "flow").get_attribute("value"))
        hit("tab.home")
        step("switched to dark")

        driver.find_element(By.ID, "mode-inspect").click()
        hit(item).click()
        wait.until(lambda d: f'id: "{item}"' in d.find_element(By.ID, "suggestions").text)
        step("inspected an element: its commands start with its identifier")
        driver.find_element(By.ID, "mode-interact").click()

        driver.find_element(By.ID, "tab-modules").click()
        module = wait.until(lambda d: d.find_element(By.CSS_SELECTOR, '#graph g.node[data-module="App"]'))
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", module)
        wait.until(lambda d: "Depends on" in d.find_element(By.ID, "module-details").text)
        driver.find_element(By.ID, "tab-screen").click()
        step("opened the module graph and a module's details")

        flow_text = driver.find_element(By.ID, "flow").get_attribute("value")
        driver.find_element(By.ID, "flow-download").click()
        downloaded = os.path.join(downloads, "studio-flow.yaml")
        deadline = time.time() + TIMEOUT
        while not os.path.exists(downloaded) and time.time() < deadline:
            time.sleep(0.2)
        if not os.path.exists(downloaded):
            fail("the browser downloaded no studio-flow.yaml")
        with open(downloaded, encoding="utf-8") as file:
            if file.read() != flow_text:
                fail("the downloaded flow is not the recording the page shows")
        shutil.copy(downloaded, os.path.join(output, "studio-flow.yaml"))
        step("downloaded the recorded flow:\n" + flow_text)

        screenshot = os.path.join(output, "studio.png")
        driver.save_screenshot(screenshot)
        if os.path.getsize(screenshot) < 20000:
            fail(f"the screenshot is suspiciously small ({os.path.getsize(screenshot)} bytes)")
        if copy:
            shutil.copy(screenshot, copy)
        step(f"wrote {screenshot}")

        side_by_side(app, driver, wait, address, scratch, hit, click)
    finally:
        driver.quit()

    replay = subprocess.run([app, "test", downloaded], capture_output=True, text=True, timeout=120)
    print(replay.stdout)
    if replay.returncode != 0:
        fail(f"App test failed the recorded flow (exit {replay.returncode}): {replay.stderr}")
    step("App test ran the recorded flow: passed")

    stop_studio(studio, "the studio")
    step("Ctrl-C stopped the studio cleanly")
    shutil.rmtree(scratch, ignore_errors=True)
    step("passed")


def side_by_side(app, driver, wait, first_address, scratch, hit, click):
    """A second studio in a second tab of the same browser, then pages of another server."""
    first_tab = driver.current_window_handle
    first_port = int(re.search(r":(\d+)/", first_address).group(1))
    first_token = re.search(r"token=([0-9a-f]+)", first_address).group(1)
    second = Studio(app, os.path.join(scratch, "second.plist"))
    second_address, second_port = second.address, second.port
    try:
        driver.switch_to.new_window("tab")
        second_tab = driver.current_window_handle
        driver.get(second_address)
        click("welcome.login")
        hit("login.email")
        step(f"a second studio on port {second_port}, in a second tab: signed in and used")

        cookies = [cookie["name"] for cookie in driver.get_cookies()]
        if cookies:
            fail(f"a studio set cookies, which the browser sends to every port of 127.0.0.1: {cookies}")

        driver.switch_to.window(first_tab)
        driver.refresh()
        hit("tab.home")
        click("tab.home")
        step("back in the first tab: still signed in after the second studio's sign-in, and used")
        driver.switch_to.window(second_tab)
        driver.refresh()
        click("login.email")
        step("the second tab still works too")

        pages = ForeignPages(first_port)
        try:
            for origin in (f"http://127.0.0.1:{pages.server_port}", f"http://localhost:{pages.server_port}"):
                driver.switch_to.new_window("tab")
                driver.get(origin + "/")
                # The form's navigation lands on the studio's answer: a refusal, for the page's
                # origin (127.0.0.1) or for want of the token (localhost, another site).
                wait.until(lambda d: d.current_url.startswith(f"http://127.0.0.1:{first_port}/"))
                answer = driver.find_element(By.TAG_NAME, "body").text
                if "a change may come only from the studio's own page" not in answer and "to sign in" not in answer:
                    fail(f"the studio did not refuse a form sent by a page on {origin}: {answer[:300]}")
                step(f"  the studio refused a page on {origin}: {answer.strip()[:90]}")
                driver.close()
                driver.switch_to.window(first_tab)
            driver.refresh()
            hit("tab.home")
            flow = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "fetch('/api/state', {headers: {Authorization: 'Bearer ' + sessionStorage.getItem('studio-token')}})"
                ".then(r => r.json()).then(s => done(s.flow), e => done('error: ' + e));")
            if "foreign-page-was-here" in flow or flow.startswith("error:"):
                fail("a page of another server ran a command on the studio: " + flow[-300:])
            step("pages of another server, on the same site and on another, could not run a command")
            for host, path, cookie in pages.cookies:
                if first_token in cookie or second.token in cookie:
                    fail(f"a request to another server ({host}{path}) carried a studio's token: {cookie}")
                names = sorted(part.split("=")[0].strip() for part in cookie.split(";") if "=" in part)
                step(f"  a request to {host}{path} carried the cookies {names or 'none'}")
        finally:
            pages.shutdown()
            pages.server_close()
    finally:
        stop_studio(second, "the second studio")
    step("the second studio stopped cleanly")


if __name__ == "__main__":
    main()
