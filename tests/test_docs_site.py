"""The built docs site (`make docs`) as a reader uses it, in headless Chromium (Debian's
`chromium` and `chromium-driver`, driven by Selenium): search for `cuMemAlloc`, follow the
result, and find the Python signature on the reference page it opens. A screenshot of that
page is left in build/docs/ (not committed).

`make docs-test` runs it (CI too) after `make docs`; run on its own, it is skipped when the site
is not built or no Chromium is installed, but not under `make docs-test`
(CUDAGEN_DOCS_TEST=1), where either is a failure.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "docs" / "site"
SCREENSHOT = ROOT / "build" / "docs" / "search-cuMemAlloc.png"
REQUIRED = os.environ.get("CUDAGEN_DOCS_TEST") == "1"

pytestmark = pytest.mark.docs


def need(condition: bool, why: str) -> None:
    if not condition:
        if REQUIRED:
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    """The site served on the loopback interface (search needs http: it fetches its index)."""
    need((SITE / "index.html").is_file(), f"no site in {SITE}: run 'make docs'")
    handler = functools.partial(QuietHandler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    try:
        from selenium import webdriver
    except ImportError:
        need(False, "selenium is not installed: pip install -e '.[docs]' (make docs-test does)")
    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium")
    driver_path = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
    need(bool(chromium and driver_path), "no chromium/chromedriver: run .ci/chromium (Debian's packages)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1280,900", "--disable-extensions", "--no-first-run"):
        options.add_argument(flag)
    # Both paths given: Selenium Manager has nothing to look up or download.
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=driver_path))
    try:
        yield driver
    finally:
        driver.quit()


def test_search_finds_cuMemAlloc_and_its_page_shows_the_python_signature(site_url: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    wait = WebDriverWait(driver, 20)
    driver.get(site_url)
    assert "cudagen" in driver.title

    query = wait.until(ec.element_to_be_clickable((By.CSS_SELECTOR, "input[data-md-component=search-query]")))
    query.click()
    query.send_keys("cuMemAlloc")

    # Results are listed per page, the page's sections under it; the one to follow is the
    # section whose heading is cuMemAlloc's signature.
    def result(d: Any) -> Any:
        for link in d.find_elements(By.CSS_SELECTOR, "a.md-search-result__link"):
            heading = link.find_elements(By.CSS_SELECTOR, "h1, h2")
            if heading and heading[0].text.startswith("cuMemAlloc("):
                return link
        return False

    link = wait.until(result)
    # The first section found (a page's own entry comes before its sections) is cuMemAlloc's.
    sections = [a.text.splitlines()[0] for a in driver.find_elements(
        By.CSS_SELECTOR, "a.md-search-result__link") if "#" in (a.get_attribute("href") or "") and a.text]
    assert sections and sections[0].startswith("cuMemAlloc("), f"not the first section found: {sections[:5]}"
    link.click()

    wait.until(lambda d: "/reference/driver-memory-management.html" in d.current_url)
    assert driver.current_url.endswith("#cumemallocbytesize-cudeviceptr")
    heading = wait.until(ec.visibility_of_element_located((By.ID, "cumemallocbytesize-cudeviceptr")))
    assert heading.text.rstrip("¶").strip() == "cuMemAlloc(bytesize) -> CUdeviceptr"
    # The section under it: what the Python call raises, and the C prototype it binds.
    section = driver.execute_script(
        "let t = '', e = arguments[0].nextElementSibling;"
        "while (e && e.tagName !== 'H2') { t += e.innerText + '\\n'; e = e.nextElementSibling; }"
        "return t;", heading)
    assert "CUDADriverError" in section
    assert "CUresult cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize)" in section
    # In view: the page scrolled to the section the search result named.
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top;", heading)
    assert 0 <= top < 900

    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    assert driver.save_screenshot(str(SCREENSHOT))
