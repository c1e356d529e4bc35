-- @@stderr --
dtrace: failed to set -x nosuchoption: Invalid option name
