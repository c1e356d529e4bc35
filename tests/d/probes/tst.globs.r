dtrace:::[BE]*: BEGIN END ERROR
dtrace:::[!B]*: END ERROR
dtrace:::?ND: END
dtrace:::*R*: ERROR
dtrace:::[A-D]*: BEGIN
d?race:::E*: END ERROR
dtrace:::\BEGIN: BEGIN
dtrace:::BEGI\N: BEGIN
dtrace:::BEGIN\*: none
profile:::tick-[0-9]: tick-1
profile:::tick-1*0: tick-10 tick-100 tick-1000
profile:::tick-[]1]: tick-1
profile:::tick-1[!0]*: none
profile:::profile-[1-4]99*: profile-199 profile-499 profile-1999 profile-4999
dtrace:::: BEGIN END ERROR
:::BEGIN: BEGIN
::BEGIN: BEGIN
:BEGIN: BEGIN
BEGIN: BEGIN
*:*:*:BEGIN: BEGIN
dtrace::: none
dtrace:::[BEGIN: none
dtrace:::[E-A]*: none
dtrace:::begin: none
