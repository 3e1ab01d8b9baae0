"""The user's documents (README.md, CONTRIBUTING.md, docs/*.md): every
relative link and image points to a file of the repository, every #anchor
to a heading of its target (as GitHub makes anchors from headings), and the
text names no issue numbers.  No build needed."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DOCS = [REPO / "README.md", REPO / "CONTRIBUTING.md"] + sorted((REPO / "docs").glob("*.md"))

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")


def prose(text: str) -> str:
    """text without fenced code blocks, inline code and HTML comments."""
    text = re.sub(r"^```.*?^```[ \t]*$", "", text, flags=re.S | re.M)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: the rendered text, lower case, without
    punctuation but hyphens and underscores, spaces made hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)   # [text](link) -> text
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    text = re.sub(r"^```.*?^```[ \t]*$", "", path.read_text(), flags=re.S | re.M)
    for m in re.finditer(r"^#{1,6}\s+(.*?)\s*#*\s*$", text, re.M):
        s = slug(m.group(1))
        n = seen.get(s, 0)
        seen[s] = n + 1
        out.add(s if n == 0 else f"{s}-{n}")
    return out


def test_slug_matches_github():
    # anchors GitHub gives these headings
    assert slug("Python: the wheel") == "python-the-wheel"
    assert slug("## `onnxm.InferenceSession`".lstrip("# ")) == "onnxminferencesession"
    assert slug("C: the library, headers, CLI and man page") == "c-the-library-headers-cli-and-man-page"
    assert slug("Beside onnxruntime and numpy: `make compare`") == "beside-onnxruntime-and-numpy-make-compare"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_links_resolve(doc: Path):
    assert doc.is_file(), doc
    broken = []
    for m in LINK.finditer(prose(doc.read_text())):
        target = m.group(1)
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        if not dest.exists() or REPO not in (dest, *dest.parents):
            broken.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            broken.append(f"{target}: no heading #{anchor} in {dest.relative_to(REPO)}")
    assert not broken, f"{doc.relative_to(REPO)}: " + "; ".join(broken)


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_no_issue_numbers(doc: Path):
    """What a user reads says what onnxm is and does, not how it got there."""
    hits = [line for line in doc.read_text().splitlines()
            if re.search(r"\bissues?[\s#]*\d|\bPR ?#?\d", line, re.I)]
    assert not hits, f"{doc.relative_to(REPO)}: " + " | ".join(hits)


def test_issue_pattern():
    for line in ["Issue 3's speed targets", "(issue 22)", "<!-- bench:issue18 -->", "see #12, PR 7"]:
        assert re.search(r"\bissues?[\s#]*\d|\bPR ?#?\d", line, re.I), line


def test_docs_exist():
    names = {p.name for p in (REPO / "docs").glob("*.md")}
    assert {"accuracy.md", "bench.md", "design.md"} <= names
