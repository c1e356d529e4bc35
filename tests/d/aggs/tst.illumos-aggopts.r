dtrace: failed to set -x aggpack: Invalid option name
-x aggpack: 1
dtrace: failed to compile script p.d: line 1: failed to set option 'aggpack': Invalid option name
pragma aggpack: 1
dtrace: failed to set -x aggzoom: Invalid option name
-x aggzoom: 1
dtrace: failed to compile script p.d: line 1: failed to set option 'aggzoom': Invalid option name
pragma aggzoom: 1
dtrace: failed to set -x agghist: Invalid option name
-x agghist: 1
dtrace: failed to compile script p.d: line 1: failed to set option 'agghist': Invalid option name
pragma agghist: 1
