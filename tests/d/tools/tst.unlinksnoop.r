PID     COMM             CALL      ERR PATH
rm unlinkat 0 WORK/f
rmdir rmdir 0 WORK/d
rm unlinkat 2 WORK/none
