                                            (char [16]) [
                                             (char)'d',
                                             (char)'t',
                                             (char)'r',
                                             (char)'a',
                                             (char)'c',
                                             (char)'e',
                                             (char)'-',
                                             (char)'c',
                                             (char)'h',
                                             (char)'a',
                                             (char)'r',
                                             (char)'a',
                                             (char)'r',
                                             (char)'r',
                                             (char)'a',
                                            ]

ADDR = *
                                            (char [16]) [
                                             (char)'d',
                                             (char)'t',
                                             (char)'r',
                                             (char)'a',
                                             (char)'c',
                                             (char)'e',
                                             (char)'-',
                                             (char)'c',
                                             (char)'h',
                                             (char)'a',
                                             (char)'r',
                                             (char)'a',
                                             (char)'r',
                                             (char)'r',
                                             (char)'a',
                                            ]

