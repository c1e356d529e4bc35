END runs

