status 0
              spin`spin+OFF
              spin`outer+OFF
              spin`main+OFF
kernel frames symbolized
