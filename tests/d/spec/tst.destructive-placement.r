speculated

