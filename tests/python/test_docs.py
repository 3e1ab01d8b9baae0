"""The repository's Markdown files (every `*.md` that git tracks: README.md,
CONTRIBUTING.md, docs/, bench/, tools/, ...): every relative link and image
points to a file of the repository, every #anchor to a heading of its target
(as GitHub makes anchors from headings), and the text names no issue
numbers; and the README's table of operators is what the built library
reports (`onnxm ops --json`, rendered by scripts/readme_ops.py).  Only that
last test needs the build."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def tracked_markdown() -> list[Path]:
    """Every Markdown file git tracks; without git (an unpacked sdist), the
    tree's own, build trees and virtual environments left out."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "*.md"], cwd=REPO, capture_output=True,
                             text=True, check=True).stdout
        files = [REPO / f for f in out.split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = [p for p in REPO.rglob("*.md")
                 if not re.match(r"(build[^/]*|\.venv|dist|out)/", str(p.relative_to(REPO)))]
    return sorted(files)


DOCS = tracked_markdown()
# "issue 19", "issues 19, 20", "PR 7" anywhere (comments too); "#20" in prose,
# outside code, where "node #0" may be the program's own output
ISSUE = re.compile(r"\bissues?[\s#]*\d|\bPR ?#?\d", re.I)
HASH_NUMBER = re.compile(r"(?<![\w&])#\d+\b")

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
    text = doc.read_text()
    hits = [line for line in text.splitlines() if ISSUE.search(line)]
    hits += [line for line in prose(text).splitlines() if HASH_NUMBER.search(line)]
    assert not hits, f"{doc.relative_to(REPO)}: " + " | ".join(hits)


def named_issue(text: str) -> bool:
    return bool(ISSUE.search(text) or HASH_NUMBER.search(prose(text)))


def test_issue_pattern():
    for text in ["Issue 3's speed targets", "(issue 22)", "<!-- bench:issue18 -->", "see #12, PR 7",
                 "(issues 19, 20)", "fixed in #20.", "as #3 asks"]:
        assert named_issue(text), text
    for text in ["A zmm FMA issues at 0.13 ns", "node `#0` of the graph", "&#8212;",
                 "[link](#section-2)", "```\nonnxm: error: node #0 (Sqrt)\n```\n"]:
        assert not named_issue(text), text


def test_every_markdown_file_is_checked():
    names = {str(p.relative_to(REPO)) for p in DOCS}
    assert {"README.md", "CONTRIBUTING.md", "bench/README.md", "docs/bench.md",
            "tools/accuracy_results.md"} <= names, sorted(names)


def test_docs_exist():
    names = {p.name for p in (REPO / "docs").glob("*.md")}
    assert {"accuracy.md", "bench.md", "design.md"} <= names


# ---------------------------------------------------------------- the README's operator table
def _readme_ops():
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import readme_ops
    finally:
        sys.path.pop(0)
    return readme_ops


def test_readme_operator_table_is_the_librarys(onnxm_bin):
    """The block between <!-- ops:table --> markers is what
    scripts/readme_ops.py makes from this build's `onnxm ops --json`: a new
    operator, version or type shows up there, or this fails."""
    from testlib import run_cli
    readme_ops = _readme_ops()
    r = run_cli(onnxm_bin, "ops", "--json")
    assert r.returncode == 0, r.stderr
    want = readme_ops.render(json.loads(r.stdout))
    got = readme_ops.block((REPO / "README.md").read_text())
    assert got == want, "README.md's operator table differs from `onnxm ops --json`: " \
                        "run scripts/readme_ops.py build/onnxm"


def test_readme_operator_table_render():
    """The rendering on a made-up table: a type from a later version, a
    bound above half an ulp, an attribute of one version."""
    ops = {"ops": [
        {"name": "Sqrt", "class": "ieee", "max_ulps": {t: 0.5 for t in ("float16", "bfloat16", "float", "double")},
         "versions": [{"since": 1, "types": ["float16", "float", "double"], "attributes": ["consumed_inputs"]},
                      {"since": 13, "types": ["float16", "bfloat16", "float", "double"], "attributes": []}]},
        {"name": "Erf", "class": "elementary", "max_ulps": {"float": 0.5, "double": 1.0},
         "versions": [{"since": 9, "types": ["float", "double"], "attributes": []}]}]}
    lines = _readme_ops().render(ops)
    assert lines[2] == "| Sqrt | 1, 13 | ✓ | since 13 | ✓ | ✓ | `consumed_inputs` (1) |"
    assert lines[3] == "| Erf | 9 |  |  | ✓ | ✓ (≤ 1 ulp) |  |"
    assert "unless its cell shows a larger bound" in lines[-1]
