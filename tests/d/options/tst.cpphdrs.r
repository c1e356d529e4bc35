-- -H
. DIR/answer.h
7

-- -x cpphdrs
. DIR/answer.h
7

