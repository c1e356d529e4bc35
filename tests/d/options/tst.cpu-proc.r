exit recorded on 1

