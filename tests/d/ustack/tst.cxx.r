status 0
MyApp::Server::handle(int) entry
mangled glob: long MyApp::util<long>(long)

              cxxprog`long MyApp::util<long>(long)+OFF
              cxxprog`MyApp::Server::handle(int)+OFF
              cxxprog`main+OFF
              cxxprog`_start+OFF
  cxxprog`MyApp::Server::handle(int)                
MyApp::Server::handle(int) entry
mangled glob: long MyApp::util<long>(long)

              cxxprog`long MyApp::util<long>(long)+OFF
              cxxprog`MyApp::Server::handle(int)+OFF
              cxxprog`main+OFF
              cxxprog`_start+OFF
  cxxprog`MyApp::Server::handle(int)                
MyApp::Server::handle(int) entry
mangled glob: long MyApp::util<long>(long)

              cxxprog`long MyApp::util<long>(long)+OFF
              cxxprog`MyApp::Server::handle(int)+OFF
              cxxprog`main+OFF
              cxxprog`_start+OFF
  cxxprog`MyApp::Server::handle(int)                

              cxxprog`MyApp::Server::handle(int)+OFF
              cxxprog`main+OFF
                3
-- nodemangle
_ZN5MyApp6Server6handleEi entry

status 0
