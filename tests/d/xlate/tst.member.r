x=21 y=40 name=big
small: small
box: 16 10
p7: 8 14 small
px: 7 41
nest: 26

