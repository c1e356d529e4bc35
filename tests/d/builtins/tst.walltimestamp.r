walltimestamp within the run
%Y agrees
one value per clause: yes
read anew in the next clause: yes

