BEGIN on 0
END on 0
recorded on 0

