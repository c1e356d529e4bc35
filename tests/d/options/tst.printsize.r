-- default
ADDR = *
                                            (struct big) {
                                             .a = (int)1,
                                             .b = (int)2,
                                             .z = (int)26,
                                            }

-- -x printsize=8
ADDR = *
                                            (struct big) {
                                             .a = (int)1,
                                             .b = (int)2,
                                            }

-- -x printsize=5
ADDR = *
                                            (struct big) {
                                             .a = (int)1,
                                             .b = (int)2,
                                            }

-- -x printsize=0
ADDR = *
                                            (struct big) {
                                             .a = (int)1,
                                             .b = (int)2,
                                             .z = (int)26,
                                            }

