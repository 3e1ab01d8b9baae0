# Computes the per-type special-value table of test_special.c with mpmath,
# independently of the C oracle (MPFR) and of onnxm.
from fractions import Fraction as F
import mpmath as mp
mp.mp.prec = 300
FMT = {  # name: (bits, p, emin, emax)
    'f16': (16, 11, -14, 15), 'bf16': (16, 8, -126, 127),
    'f32': (32, 24, -126, 127), 'f64': (64, 53, -1022, 1023)}
def enc(t, v):  # v: Fraction exact in type, or 'inf'/'-inf'/'nan'
    bits, p, emin, emax = FMT[t]; w = bits - p
    s = 0
    if v in ('inf', '-inf'):
        return ((1 << (bits - 1)) if v == '-inf' else 0) | (((1 << w) - 1) << (p - 1))
    if isinstance(v, tuple):  # signed zero
        return (1 << (bits - 1)) if v[0] else 0
    if v < 0: s = 1 << (bits - 1); v = -v
    if v == 0: return s
    E = v.numerator.bit_length() - v.denominator.bit_length()
    while F(2) ** E > v: E -= 1
    while F(2) ** (E + 1) <= v: E += 1
    qe = max(E, emin) - (p - 1)
    sc = v / F(2) ** qe
    n = sc.numerator // sc.denominator; fr = sc - n
    if fr > F(1, 2) or (fr == F(1, 2) and n % 2): n += 1
    if n == 0: return s
    if n >> p: n >>= 1; qe += 1
    if n < (1 << (p - 1)): return s | n
    E = qe + p - 1
    if E > emax: return s | (((1 << w) - 1) << (p - 1))
    return s | ((E + emax) << (p - 1)) | (n - (1 << (p - 1)))
def special(t, name):
    bits, p, emin, emax = FMT[t]
    return {'max': (2 - F(2) ** (1 - p)) * F(2) ** emax, 'minsub': F(2) ** (emin - p + 1),
            'minnorm': F(2) ** emin, 'emax': F(2) ** emax,
            'one_plus': 1 + F(2) ** (1 - p), 'one_minus': 1 - F(2) ** (-p),
            'two_minsub': 2 * F(2) ** (emin - p + 1)}[name]
def mpf_to_frac(x):
    m, e = mp.frexp(x); m = mp.ldexp(m, 400); return F(int(m)) * F(2) ** (e - 400)
def rnd(t, x):  # round an mpf to type t
    if mp.isnan(x): return 'NAN'
    if mp.isinf(x): return enc(t, 'inf' if x > 0 else '-inf')
    return enc(t, mpf_to_frac(x))
OPS = {'SQRT': mp.sqrt, 'RECIPROCAL': lambda x: 1 / x, 'ASINH': mp.asinh, 'ACOS': mp.acos}
rows = [  # (op, input spec, sign)  -- only irrational / type-dependent cases
    ('SQRT', 2, 1), ('SQRT', 'max', 1), ('SQRT', 'minsub', 1), ('SQRT', 'two_minsub', 1),
    ('SQRT', 'minnorm', 1), ('SQRT', 'one_plus', 1), ('SQRT', 'one_minus', 1),
    ('RECIPROCAL', 3, 1), ('RECIPROCAL', 3, -1), ('RECIPROCAL', 'max', 1), ('RECIPROCAL', 'max', -1),
    ('RECIPROCAL', 'emax', 1), ('RECIPROCAL', 'minnorm', 1), ('RECIPROCAL', 'minsub', 1),
    ('RECIPROCAL', 'minsub', -1),
    ('ASINH', 1, 1), ('ASINH', 1, -1), ('ASINH', 'max', 1), ('ASINH', 'max', -1),
    ('ASINH', 'minsub', 1), ('ASINH', 'minsub', -1), ('ASINH', 'minnorm', 1),
    ('ACOS', -1, 1), ('ACOS', 0, 1), ('ACOS', F(1, 2), 1), ('ACOS', F(-1, 2), 1),
    ('ACOS', 'minsub', 1), ('ACOS', 'minsub', -1), ('ACOS', 'one_minus', 1), ('ACOS', 'one_minus', -1),
]
W = {'f16': 4, 'bf16': 4, 'f32': 8, 'f64': 16}
for op, spec, sg in rows:
    ins, outs = [], []
    for t in ('f16', 'bf16', 'f32', 'f64'):
        v = (special(t, spec) if isinstance(spec, str) else F(spec)) * sg
        ins.append('0x%0*x' % (W[t], enc(t, v)))
        x = mp.mpf(v.numerator) / v.denominator
        r = rnd(t, OPS[op](x))
        outs.append('0x%0*x' % (W[t], r))
    nm = ('-' if sg < 0 else '') + (spec if isinstance(spec, str) else str(spec))
    print('    {ONNXM_OP_%s, {%s}, {%s}, "%s(%s)"},' % (op, ', '.join(ins), ', '.join(outs), op.lower(), nm))
