
wait-done /dev/ram0 err=0
wait-start submit_bio_wait brd ram0 write=1 bytes=0
