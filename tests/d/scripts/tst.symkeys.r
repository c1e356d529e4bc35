counts add up 1
one row per name 1
busy`spin rows 1 1 busy row 1
uaddr has offsets 1
kernel mod 1 no backquote 1
kernel func rows 1 sym rows 1
