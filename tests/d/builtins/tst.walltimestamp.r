walltimestamp within the run
%Y agrees
