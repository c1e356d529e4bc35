oversized: 431
garbage: 400
not http: 400
scrape past 50 idle connections: 200 complete
slowloris ended by the server: yes
50 simultaneous scrapes: partial answers 0 , some answered: True
scrape after all that: 200 complete
exit status 0
mxload run 1 done
mxload run 2 done
mxload run 3 done
mxload run 4 done
mxload run 5 done
mxload run 6 done
mxload run 7 done
mxload run 8 done
mxload run 9 done
mxload run 10 done
mxload run 11 done
mxload run 12 done
mxload run 13 done
mxload run 14 done
mxload run 15 done
mxload run 16 done
mxload run 17 done
mxload run 18 done
mxload run 19 done
mxload run 20 done

  mxload                                                        20000
  mxload                                            
           value  ------------- Distribution ------------- count    
             256 |                                         0        
             512 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 20000    
            1024 |                                         0        

