int foo(...);
