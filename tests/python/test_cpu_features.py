"""CPU feature detection (src/core/cpu.c) against what the CPU is known to
have, through tests/c/cpu_features, which prints what onnxm_cpu_detect()
found and which ISA paths the dispatcher offers.

Natively (x86-64): the flags /proc/cpuinfo lists, by the rules
test_isa_paths uses, and no AArch64 feature.

Emulated (make test-aarch64): the AArch64 detection reads the kernel's
HWCAP words, which qemu-user fills in from the CPU model it emulates; so
the program runs under several -cpu models, each expected to show what Arm
documents for that core (the Technical Reference Manuals): Cortex-A53 and
A72 are Armv8.0-A (FP and Advanced SIMD only), Cortex-A76 and Neoverse N1
Armv8.2-A with the half-precision extension, A64FX Armv8.2-A with FP16 and
SVE, and qemu's "max" every feature qemu implements (FP16, BF16, SVE,
SVE2).  No x86 feature may show up there."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import BUILD_DIR, EMULATED, TARGET
from test_isa_paths import _supported as x86_supported

X86 = ("avx2", "avx512", "avx512_fp16", "avx512_bf16")
AARCH64 = ("asimd", "asimd_fp16", "bf16", "sve", "sve2")
# qemu -cpu model -> the AArch64 features it must report
ARM_CPUS = {
    "cortex-a53": {"asimd"},
    "cortex-a72": {"asimd"},
    "cortex-a76": {"asimd", "asimd_fp16"},
    "neoverse-n1": {"asimd", "asimd_fp16"},
    "a64fx": {"asimd", "asimd_fp16", "sve"},
    "max": {"asimd", "asimd_fp16", "bf16", "sve", "sve2"},
}


# The ISA paths an AArch64 build offers, given its features: the portable
# one, and NEON where the kernel reports FP and Advanced SIMD (every model
# above; the kernels need nothing beyond Armv8.0-A).
def aarch64_paths(features: set[str]) -> list[str]:
    return ["scalar", "neon"] if "asimd" in features else ["scalar"]


def _report(argv: list[str], isa: str | None = None, tune: str | None = None) -> dict:
    # the automatic choices
    env = {k: v for k, v in os.environ.items() if k not in ("ONNXM_ISA", "ONNXM_TUNE")}
    if isa is not None:
        env["ONNXM_ISA"] = isa
    if tune is not None:
        env["ONNXM_TUNE"] = tune
    p = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120, env=env)
    assert p.returncode == 0, f"{argv}: exit {p.returncode}\n{p.stdout}\n{p.stderr}"
    out = {"features": {}, "isas": {}}
    for line in p.stdout.splitlines():
        kind, *rest = line.split()
        if kind == "arch":
            out["arch"] = rest[0]
        elif kind == "feature":
            out["features"][rest[0]] = rest[1] == "1"
        elif kind == "isa":
            out["isas"][rest[0]] = rest[1] == "1"
        elif kind == "selected":
            out["selected"] = rest[0]
        elif kind == "x86":
            out["x86"] = tuple(int(v) for v in rest)
        elif kind == "tune":
            out["tune"] = rest[0]
    assert set(out["features"]) == set(X86 + AARCH64), p.stdout
    return out


def _exe() -> Path:
    exe = BUILD_DIR / "tests" / "c" / "cpu_features"
    if not exe.is_file():
        pytest.fail(f"{exe} not found: build it first (`make build`)", pytrace=False)
    return exe


def _emulator_with_cpu(model: str) -> list[str]:
    emu = list(TARGET["emulator"])
    assert "-cpu" in emu, f"the emulator {emu} names no -cpu model"
    emu[emu.index("-cpu") + 1] = model
    return emu


if EMULATED:
    @pytest.mark.parametrize("model", list(ARM_CPUS))
    def test_aarch64_hwcap(model):
        assert TARGET["processor"] == "aarch64"
        r = _report([*_emulator_with_cpu(model), str(_exe())])
        assert r["arch"] == "aarch64"
        got = {f for f in AARCH64 if r["features"][f]}
        assert got == ARM_CPUS[model], f"{model}: detected {sorted(got)}, documented {sorted(ARM_CPUS[model])}"
        assert not any(r["features"][f] for f in X86), r
        paths = [isa for isa, ok in r["isas"].items() if ok]
        assert paths == aarch64_paths(got), r
        assert r["selected"] == paths[-1], r

    # ONNXM_ISA on AArch64: a supported lower path is taken; the best path,
    # another architecture's name or nonsense leaves the automatic choice
    @pytest.mark.parametrize("isa,want", [("scalar", "scalar"), ("neon", "neon"), ("avx2", "neon"),
                                          ("avx512bf16", "neon"), ("bogus", "neon")])
    def test_aarch64_override(isa, want):
        r = _report([*_emulator_with_cpu("cortex-a53"), str(_exe())], isa=isa)
        assert r["selected"] == want, (isa, r)
else:
    def test_x86_cpuid():
        r = _report([str(_exe())])
        assert r["arch"] == "x86_64"
        assert not any(r["features"][f] for f in AARCH64), r
        paths = [isa for isa, ok in r["isas"].items() if ok]
        assert paths == x86_supported(), r
        assert r["selected"] == paths[-1], r


def _cpuinfo_first(key: str) -> str | None:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                k, _, v = line.partition(":")
                if k.strip() == key:
                    return v.strip()
    except OSError:
        pass
    return None


if not EMULATED:
    def test_x86_family_and_tuning():
        """CPUID's vendor, display family and model as /proc/cpuinfo shows
        them (the kernel decodes CPUID Fn1 the same way), and the float
        Asinh/Acos variant chosen from them: the divider on AMD family 0x19
        and later, Newton's square roots elsewhere (kernels.h)."""
        r = _report([str(_exe())])
        amd, family, model = r["x86"]
        vendor = _cpuinfo_first("vendor_id")
        if vendor is None or _cpuinfo_first("cpu family") is None:
            pytest.fail("/proc/cpuinfo has no vendor_id / cpu family to compare with", pytrace=False)
        assert amd == (vendor == "AuthenticAMD"), (vendor, r["x86"])
        assert family == int(_cpuinfo_first("cpu family")), r["x86"]
        assert model == int(_cpuinfo_first("model")), r["x86"]
        assert r["tune"] == ("divider" if amd and family >= 0x19 else "newton"), r

    @pytest.mark.parametrize("tune", ["divider", "newton"])
    def test_tune_override(tune):
        # ONNXM_TUNE names the variant; anything else leaves the automatic one
        assert _report([str(_exe())], tune=tune)["tune"] == tune
        auto = _report([str(_exe())])["tune"]
        assert _report([str(_exe())], tune="bogus")["tune"] == auto
