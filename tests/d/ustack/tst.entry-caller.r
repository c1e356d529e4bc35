-- ustackcopy=8k
status 0

              chain`leaf
              chain`middle+OFF
              chain`outer+OFF
              chain`main+OFF
ucaller
  chain`middle
depth-ok 1


              chain`leaf
              chain`middle+OFF
              chain`outer+OFF
              chain`main+OFF
                1
-- ustackcopy=0
status 0

              chain`leaf
              chain`middle+OFF
              chain`outer+OFF
              chain`main+OFF
ucaller
  chain`middle
depth-ok 1


              chain`leaf
              chain`middle+OFF
              chain`outer+OFF
              chain`main+OFF
                1
