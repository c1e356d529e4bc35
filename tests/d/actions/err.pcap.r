-- @@stderr --
dtrace: failed to compile script tests/d/actions/err.pcap.d: line 4: pcap( ) is not implemented: packet capture to a pcap file is not available in this dtrace
