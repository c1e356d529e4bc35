n=0 s=[] st.a=0 t.b=0 ts=[] tp.a=0 never=0
un.l=0 tu.l=0

