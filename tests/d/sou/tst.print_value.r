                                            (struct foo) {
                                             .a = (int)1,
                                             .b = (char [4]) [
                                              (char)'h',
                                             ],
                                             .c = (long)99,
                                             .in = (struct) {
                                              .y = (short)-2,
                                             },
                                            }
                                            (struct foo) {
                                             .b = (char [4]) [
                                              (char)'h',
                                             ],
                                             .c = (long)99,
                                             .in = (struct) {
                                              .y = (short)-2,
                                             },
                                            }
                                            (struct) {
                                             .y = (short)-2,
                                            }

