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
    if name.startswith('exp_'):
        return exp_threshold(t, name)
    if name.startswith('sig_'):
        return sigmoid_threshold(t, name)
    if name.startswith('tanh_sat'):
        # the largest x whose tanh rounds below 1 (tanh(x) < 1 - 2^-(p+1),
        # the midpoint under 1); _next: the value after it, where tanh
        # rounds to 1
        x = last_below(t, mp.atanh(1 - mp.mpf(2) ** -(p + 1)))
        return next_up(t, x) if name.endswith('_next') else x
    if name.startswith('erf_sat'):
        return erf_threshold(t, name)
    if name.startswith('gelu_tanh_'):
        return gelu_tanh_threshold(t, name[len('gelu_tanh_'):])
    if name.startswith('gelu_'):
        return gelu_threshold(t, name)
    return {'max': (2 - F(2) ** (1 - p)) * F(2) ** emax, 'minsub': F(2) ** (emin - p + 1),
            'minnorm': F(2) ** emin, 'emax': F(2) ** emax,
            'one_plus': 1 + F(2) ** (1 - p), 'one_minus': 1 - F(2) ** (-p),
            'two_minsub': 2 * F(2) ** (emin - p + 1), 'three_minsub': 3 * F(2) ** (emin - p + 1)}[name]
def dec(t, b):  # the exact value of encoding b of type t (finite)
    bits, p, emin, emax = FMT[t]; w = bits - p
    sg = -1 if b >> (bits - 1) else 1
    e = (b >> (p - 1)) & ((1 << w) - 1); m = b & ((1 << (p - 1)) - 1)
    if e == 0: return sg * F(m) * F(2) ** (emin - p + 1)
    return sg * F(m + (1 << (p - 1))) * F(2) ** (e - emax - p + 1)
def last_below(t, v):  # the largest value of type t <= v (v an mpf, |v| inside the range)
    b = enc(t, mpf_to_frac(v)); x = dec(t, b)
    neg = x < 0
    while mp.mpf(x.numerator) / x.denominator > v: b += 1 if neg else -1; x = dec(t, b)
    while True:
        y = dec(t, b - 1 if neg else b + 1)
        if mp.mpf(y.numerator) / y.denominator > v: return x
        b += -1 if neg else 1; x = y
def next_up(t, x):  # the next value of type t above x
    b = enc(t, x)
    return dec(t, b - 1 if x < 0 else b + 1)
def exp_threshold(t, name):
    # exp_ovf: the largest x with a finite exp(x) (below max + ulp/2);
    # exp_uf: the largest x whose exp(x) rounds to +0 (at most minsub/2);
    # _next: the value after it
    bits, p, emin, emax = FMT[t]
    if name.startswith('exp_ovf'):
        v = mp.log((2 - mp.mpf(2) ** -p) * mp.mpf(2) ** emax)
    else:
        v = mp.log(mp.mpf(2) ** (emin - p))
    x = last_below(t, v)
    return next_up(t, x) if name.endswith('_next') else x
def sigmoid_threshold(t, name):
    # sig_one: the smallest x whose sigmoid(x) rounds to 1 (above the
    # midpoint 1 - 2^-(p+1), x > log(2^(p+1) - 1)); sig_below_one: the value
    # before it; sig_uf: the largest x whose sigmoid(x) rounds to +0 (at most
    # minsub/2, x <= -log(2^(p-emin) - 1)); sig_uf_next: the value after it
    bits, p, emin, emax = FMT[t]
    if name in ('sig_one', 'sig_below_one'):
        x = last_below(t, mp.log(mp.mpf(2) ** (p + 1) - 1))
        return next_up(t, x) if name == 'sig_one' else x
    x = last_below(t, -mp.log(mp.mpf(2) ** (p - emin) - 1))
    return next_up(t, x) if name.endswith('_next') else x
def erf_threshold(t, name):
    # erf_sat: the smallest x whose erf(x) rounds to 1 (above the midpoint
    # 1 - 2^-(p+1) below 1); erf_sat_prev: the value before it
    bits, p, emin, emax = FMT[t]
    x = last_below(t, mp.erfinv(1 - mp.mpf(2) ** -(p + 1)))
    return x if name.endswith('_prev') else next_up(t, x)
def gelu(x):
    # below -100, |gelu(x)| < e^-5000 (mpmath's erfc overflows on huge
    # arguments): any value below 2^-1100 stands for it (it rounds to -0)
    if x < -100: return -mp.mpf(2) ** -2000
    return x / 2 * mp.erfc(-x / mp.sqrt(2))
def bisect(f, lo, hi):  # f(lo) < 0 < f(hi), the root to 250 bits
    for _ in range(250):
        m = (lo + hi) / 2
        if f(m) < 0: lo = m
        else: hi = m
    return hi
def gelu_threshold(t, name):
    # gelu_sat: the smallest x with erfc(x/sqrt2) < 2^-p, from which
    # gelu(x) = x (1 - erfc/2) rounds to x; gelu_sat_prev: the value before.
    # gelu_zero: the largest x < 0 with |gelu(x)| <= 2^(emin-p) (half the
    # smallest subnormal: rounds to -0), gelu_zero_next the value after it
    # (the smallest subnormal result); gelu_sub: the largest x < 0 with
    # |gelu(x)| < 2^emin (the last subnormal result), gelu_sub_next the
    # value after it (a normal result)
    bits, p, emin, emax = FMT[t]
    if name.startswith('gelu_sat'):
        v = bisect(lambda x: mp.log(mp.mpf(2) ** -p) - mp.log(mp.erfc(x / mp.sqrt(2))), mp.mpf(1), mp.mpf(20))
        x = last_below(t, v)
        return x if name.endswith('_prev') else next_up(t, x)
    e = emin - p if name.startswith('gelu_zero') else emin
    v = bisect(lambda x: mp.log(abs(gelu(x))) - e * mp.log(2), mp.mpf(-60), mp.mpf(-1))
    x = last_below(t, v)
    return next_up(t, x) if name.endswith('_next') else x
GELU_A = 2 * mp.sqrt(2 / mp.pi)
def gelu_w(x):  # w = 2 sqrt(2/pi) (x + 0.044715 x^3), 0.044715 exact
    return GELU_A * (x + mp.mpf(44715) / 10 ** 6 * x ** 3)
def gelu_tanh(x):  # x/2 (1 + tanh(w/2)) = x sigmoid(w), without cancellation
    if mp.isinf(x): return x if x > 0 else mp.mpf(0)
    # |x| > 64: |w| > 10^4, e^-|w| < 2^-14000: y = x (1 - d) (x > 0) or
    # x d (x < 0), 0 < d < 2^-14000, which rounds as x (1 - 2^-5000) or
    # x 2^-5000 do in every format (mpmath's exp is slow there at 2400 bits)
    if abs(x) > 64: return x * (1 - mp.mpf(2) ** -5000) if x > 0 else x * mp.mpf(2) ** -5000
    # at 2400 bits: for a subnormal double x the term c x^2 that breaks the
    # tie at x/2 is 2^-1075 below it, relative
    with mp.workprec(2400):
        return x / (1 + mp.exp(-gelu_w(x)))
def gelu_tanh_threshold(t, name):
    # (names after 'gelu_tanh_') sat: the smallest x with sigmoid(w) >
    # 1 - 2^-(p+1) (from there on y rounds to x); sat_prev: the value
    # before it; uf: the largest x (most negative) whose result rounds to
    # -0 (|y| <= minsub/2); uf_next: the value after it
    bits, p, emin, emax = FMT[t]
    if name.startswith('sat'):
        v = mp.findroot(lambda x: gelu_w(x) - mp.log(mp.mpf(2) ** (p + 1) - 1), 5)
        x = last_below(t, v)
        return x if name.endswith('_prev') else next_up(t, x)
    lo, hi, half = mp.mpf(-64), mp.mpf(-1), mp.mpf(2) ** (emin - p)
    for _ in range(200):  # bisection: |y| decreases as x falls below -1
        mid = (lo + hi) / 2
        if -gelu_tanh(mid) > half: hi = mid
        else: lo = mid
    v = lo
    x = last_below(t, v)
    return next_up(t, x) if name.endswith('_next') else x
def mpf_to_frac(x):  # exact: x's own mantissa and exponent (man_exp is |x|'s)
    m, e = x.man_exp; return (-1 if x < 0 else 1) * F(int(m)) * F(2) ** int(e)
def rnd(t, x):  # round an mpf to type t
    if mp.isnan(x): return 'NAN'
    if mp.isinf(x) or abs(x) >= mp.mpf(2) ** 1100: return enc(t, 'inf' if x > 0 else '-inf')
    if abs(x) < mp.mpf(2) ** -1100: return enc(t, (x < 0,))  # below every format's smallest subnormal/2
    return enc(t, mpf_to_frac(x))
OPS = {'SQRT': mp.sqrt, 'RECIPROCAL': lambda x: 1 / x, 'ASINH': mp.asinh, 'ACOS': mp.acos, 'EXP': mp.exp,
       'LOG': mp.log, 'SIGMOID': lambda x: 1 / (1 + mp.exp(-x)), 'TANH': mp.tanh, 'ERF': mp.erf,
       'GELU': gelu, 'GELU_TANH': gelu_tanh}
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
    ('EXP', 1, 1), ('EXP', 1, -1), ('EXP', 'minsub', 1), ('EXP', 'minsub', -1),
    ('EXP', 'one_minus', -1), ('EXP', 'max', 1), ('EXP', 'max', -1), ('EXP', 10, 1), ('EXP', 10, -1),
    ('EXP', 'exp_ovf', 1), ('EXP', 'exp_ovf_next', 1), ('EXP', 'exp_uf', 1), ('EXP', 'exp_uf_next', 1),
    ('EXP', 88, -1), ('EXP', 90, -1), ('EXP', 100, -1), ('EXP', 104, -1),
    ('LOG', 2, 1), ('LOG', F(1, 2), 1), ('LOG', 10, 1), ('LOG', 'max', 1), ('LOG', 'minsub', 1),
    ('LOG', 'two_minsub', 1), ('LOG', 'minnorm', 1), ('LOG', 'one_plus', 1), ('LOG', 'one_minus', 1),
    ('SIGMOID', 1, 1), ('SIGMOID', 1, -1), ('SIGMOID', 2, 1), ('SIGMOID', 2, -1), ('SIGMOID', 10, 1),
    ('SIGMOID', 10, -1), ('SIGMOID', 'max', 1), ('SIGMOID', 'max', -1), ('SIGMOID', 'minsub', 1),
    ('SIGMOID', 'minsub', -1), ('SIGMOID', 'one_minus', 1), ('SIGMOID', 'sig_one', 1),
    ('SIGMOID', 'sig_below_one', 1), ('SIGMOID', 'sig_uf', 1), ('SIGMOID', 'sig_uf_next', 1),
    ('SIGMOID', 90, -1), ('SIGMOID', 104, -1), ('SIGMOID', 744, -1),
    ('TANH', 1, 1), ('TANH', 1, -1), ('TANH', F(1, 2), 1), ('TANH', 2, -1), ('TANH', F(1, 4096), 1),
    ('TANH', 'minsub', 1), ('TANH', 'minsub', -1), ('TANH', 'minnorm', 1), ('TANH', 'max', 1),
    ('TANH', 'max', -1), ('TANH', 'tanh_sat', 1), ('TANH', 'tanh_sat_next', 1), ('TANH', 'tanh_sat', -1),
    ('TANH', 'tanh_sat_next', -1),
    ('ERF', 1, 1), ('ERF', 1, -1), ('ERF', F(1, 2), 1), ('ERF', 2, 1), ('ERF', 3, -1), ('ERF', 'minsub', 1),
    ('ERF', 'minsub', -1), ('ERF', 'two_minsub', 1), ('ERF', 'minnorm', 1), ('ERF', 'minnorm', -1),
    ('ERF', 'one_plus', 1), ('ERF', 'max', 1), ('ERF', 'max', -1), ('ERF', 'erf_sat', 1),
    ('ERF', 'erf_sat', -1), ('ERF', 'erf_sat_prev', 1), ('ERF', 'erf_sat_prev', -1),
    ('GELU', 1, 1), ('GELU', 1, -1), ('GELU', F(1, 2), 1), ('GELU', 2, 1), ('GELU', 2, -1), ('GELU', 3, -1),
    ('GELU', F(3, 4), -1), ('GELU', 8, -1), ('GELU', 10, -1), ('GELU', 'one_plus', -1), ('GELU', 'max', 1),
    ('GELU', 'max', -1), ('GELU', 'gelu_sat', 1), ('GELU', 'gelu_sat_prev', 1), ('GELU', 'gelu_zero', 1),
    ('GELU', 'gelu_zero_next', 1), ('GELU', 'gelu_sub', 1), ('GELU', 'gelu_sub_next', 1),
    ('GELU_TANH', 1, 1), ('GELU_TANH', 1, -1), ('GELU_TANH', F(1, 2), 1), ('GELU_TANH', F(1, 2), -1),
    ('GELU_TANH', 2, 1), ('GELU_TANH', 2, -1), ('GELU_TANH', 3, -1), ('GELU_TANH', 5, 1), ('GELU_TANH', 8, -1),
    ('GELU_TANH', 10, -1), ('GELU_TANH', 20, -1), ('GELU_TANH', 'minsub', 1), ('GELU_TANH', 'minsub', -1),
    ('GELU_TANH', 'two_minsub', 1), ('GELU_TANH', 'two_minsub', -1), ('GELU_TANH', 'three_minsub', 1),
    ('GELU_TANH', 'three_minsub', -1), ('GELU_TANH', 'minnorm', 1), ('GELU_TANH', 'minnorm', -1),
    ('GELU_TANH', 'one_plus', 1), ('GELU_TANH', 'max', 1), ('GELU_TANH', 'max', -1),
    ('GELU_TANH', 'gelu_tanh_sat', 1), ('GELU_TANH', 'gelu_tanh_sat_prev', 1), ('GELU_TANH', 'gelu_tanh_uf', 1),
    ('GELU_TANH', 'gelu_tanh_uf_next', 1),
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
