#!/usr/bin/env python3
"""Writes random revseq programs as extra fuzzing seeds (utils/fuzz.sh).

Each program is one func.func chaining 1-4 revseq ops over an input of random
rank (0-4), static/dynamic/zero sizes and element type, with lengths and axes
as arguments or as constants holding extreme values of their width. About
half of them break a verifier rule on purpose (wrong lengths size, axes out
of range, duplicate axes, wrong mask type), so both the verifier and the
lowerings see near-valid input that byte mutation rarely reaches.

  gen-seeds.py OUT_DIR COUNT SEED
"""
import random, sys, os
out=sys.argv[1]; n=int(sys.argv[2]); random.seed(int(sys.argv[3]))
os.makedirs(out, exist_ok=True)
ETYPES=["f32","f16","bf16","f64","i1","i8","i16","i32","i64","index","complex<f32>","i3","i128"]
LTYPES=["i1","i2","i8","i16","i32","i64","i65","i128"]
EXT=[-2**63,2**63-1,-2**31,2**31-1,-1,0,1,2,3,4,5,255,-128,127,65535]
def dim(): return random.choice(["?",0,1,2,3,4,5,7,16,"?"])
def shp(dims): return "x".join(str(d) for d in dims)
def ttype(dims,et): return f"tensor<{shp(dims)+'x' if dims else ''}{et}>"
def cval(et):
    if et.startswith("i") and et!="index":
        w=int(et[1:])
        if w==1: return random.choice(["true","false"])
        v=random.choice(EXT+[random.randint(-10,10)])
        lo,hi=-(2**(w-1)),2**w-1
        return str(max(lo,min(hi,v)))
    if et=="index": return str(random.randint(-3,9))
    if et.startswith("complex"): return "(1.0,2.0)"
    return f"{random.randint(-9,9)}.5"
def dense(dims,et):
    if any(d=="?" for d in dims): return None
    cnt=1
    for d in dims: cnt*=d
    if cnt>64: return None
    if random.random()<0.2: return f"dense<{cval(et)}>"
    vals=[cval(et) for _ in range(cnt)]
    def nest(v,ds):
        if not ds: return v.pop(0)
        return "["+", ".join(nest(v,ds[1:]) for _ in range(ds[0]))+"]"
    return "dense<"+nest(vals,list(dims))+">"
def axis(r): return random.choice([random.randint(-r,r-1)]*6+[r,-r-1])
for k in range(n):
    lines=[]; args=[]; argtys=[]
    r=random.choice([0,1,2,2,3,3,4])
    dims=[dim() for _ in range(r)]
    et=random.choice(ETYPES)
    xt=ttype(dims,et)
    body=[]
    cx=dense(dims,et) if random.random()<0.4 else None
    if cx: body.append(f"  %x = arith.constant {cx} : {xt}")
    else: args.append(f"%x: {xt}")
    cur="%x"; i=0
    for j in range(random.randint(1,4)):
        op=random.choice(["seq","rev","dyn","sub"])
        if op=="seq":
            if r<2: continue
            b=axis(r); s=axis(r)
            bd=dims[b%r] if -r<=b<r else dim()
            ld=[bd if random.random()<0.85 else dim()]
            lt=random.choice(LTYPES); lty=ttype(ld,lt)
            c=dense(ld,lt) if random.random()<0.6 else None
            if c: body.append(f"  %l{j} = arith.constant {c} : {lty}")
            else: args.append(f"%l{j}: {lty}")
            body.append(f"  %r{j} = revseq.reverse_sequence {cur}, %l{j} batch_axis = {b}, seq_axis = {s} : {xt}, {lty}")
        elif op=="rev":
            ax=random.sample(range(-r,r),k=random.randint(0,r)) if r else []
            body.append(f"  %r{j} = revseq.reverse {cur} axes = [{', '.join(map(str,ax))}] : {xt}")
        elif op=="dyn":
            mode=random.choice(["index","mask"])
            lt="i1" if mode=="mask" else random.choice(LTYPES[1:])
            m=random.choice([r,r,"?",random.randint(0,5)])
            lty=ttype([m],lt)
            c=dense([m],lt) if random.random()<0.6 else None
            if c: body.append(f"  %l{j} = arith.constant {c} : {lty}")
            else: args.append(f"%l{j}: {lty}")
            body.append(f"  %r{j} = revseq.reverse_dynamic {cur}, %l{j} mode = {mode} : {xt}, {lty}")
        else:
            if r<1: continue
            a=axis(r)
            ld=[ (1 if random.random()<0.8 else dim()) if (d==a%r) else (dims[d] if random.random()<0.85 else dim()) for d in range(r)]
            lt=random.choice(LTYPES); lty=ttype(ld,lt)
            c=dense(ld,lt) if random.random()<0.6 else None
            if c: body.append(f"  %l{j} = arith.constant {c} : {lty}")
            else: args.append(f"%l{j}: {lty}")
            body.append(f"  %r{j} = revseq.reverse_subsequences {cur}, %l{j} axis = {a} : {xt}, {lty}")
        cur=f"%r{j}"
    src=f"func.func @f({', '.join(args)}) -> {xt} {{\n"+"\n".join(body)+f"\n  return {cur} : {xt}\n}}\n"
    open(os.path.join(out,f"g{k:05d}.mlir"),"w").write(src)
