walltimestamp within the run
%Y agrees
one value per firing: yes

