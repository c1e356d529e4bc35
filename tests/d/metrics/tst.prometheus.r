== promtool check metrics
accepted
== Prometheus
writes: 4000
quantile 0.1 in (63, 127]: yes
quantile 0.5 in (511, 1023]: yes
== bad clients while Prometheus scrapes and the workload runs
oversized: 431
garbage: 400
not http: 400
scrape past 50 idle connections: 200 complete
slowloris ended by the server: yes
50 simultaneous scrapes: partial answers 0 , some answered: True
scrape after all that: 200 complete
writes: 5000
target up
last scrape error: ''
== exit status 0
mxload run 1 done
mxload run 2 done
mxload run 3 done

  mxload                                                         5000
  mxload                                            
           value  ------------- Distribution ------------- count    
              32 |                                         0        
              64 |@@@@@@@@                                 1000     
             128 |                                         0        
             256 |                                         0        
             512 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@         4000     
            1024 |                                         0        

